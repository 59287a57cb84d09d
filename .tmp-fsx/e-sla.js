import * as m from '/work/main/web/src/backend/firebase/sla.ts'; console.log(m);
