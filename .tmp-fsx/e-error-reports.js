import * as m from '/work/main/web/src/backend/firebase/error-reports.ts'; console.log(m);
