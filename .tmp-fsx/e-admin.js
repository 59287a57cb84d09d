import * as m from '/work/main/web/src/backend/firebase/admin.ts'; console.log(m);
