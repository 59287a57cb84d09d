import * as m from '/work/main/web/src/backend/firebase/comments.ts'; console.log(m);
