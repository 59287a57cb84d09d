import * as m from '/work/main/web/src/backend/firebase/proposal-details.ts'; console.log(m);
