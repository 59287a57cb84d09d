import * as m from '/work/main/web/src/backend/firebase/session-documents.ts'; console.log(m);
