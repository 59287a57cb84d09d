import * as m from '/work/main/web/src/backend/firebase/profile.ts'; console.log(m);
