import * as m from '/work/main/web/src/backend/firebase/board.ts'; console.log(m);
