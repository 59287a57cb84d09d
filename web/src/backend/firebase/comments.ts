/**
 * Comments on Firestore: reads are live queries the rules allow (see firestore.rules,
 * comentarios); writes go through the addComment callable; 'Lido' is the owner's own profile
 * field. Every query here has its index in firestore.indexes.json.
 */
import { Timestamp, collectionGroup, doc, limit, orderBy, query, serverTimestamp, updateDoc, where } from 'firebase/firestore';
import { inboxAuthorType, panelLimit } from '@solarcred/domain/comments';
import { commentsGroup, proposalComments } from '@solarcred/domain/data/proposals';
import { profiles } from '@solarcred/domain/data/profiles';
import type { CommentsPort, InboxViewer } from '../port-comments';
import { auth } from './app';
import { call } from './call';
import { db } from './firestore';
import { newDocumentId } from '../document-id';
import { liveList, liveListFromServer } from './live';
import { scopeFilters } from './scope';
import { collectionRef } from './refs';

const allComments = () => collectionGroup(db, commentsGroup).withConverter(proposalComments('_').converter(Timestamp.fromMillis));

/**
 * The viewer's inbox: its company's proposals (a vendedor's own: the rules require these filters
 * of the query) commented by administrators; every integrator comment for an admin.
 */
function inboxQuery({ role, scope }: InboxViewer, since: number, max: number) {
  const own = scopeFilters(scope, 'proposta_criado_por');
  // The range is on the ordered field, so the equality + created_at indexes serve it unchanged.
  const recent = where('created_at', '>=', Timestamp.fromMillis(since));
  return query(allComments(), ...own, where('autor_tipo', '==', inboxAuthorType(role)), recent, orderBy('created_at', 'desc'), limit(max));
}

export const firebaseComments: CommentsPort = {
  list(proposalId) {
    // From the server first: the bell's query may have cached a few of this thread's comments.
    const newest = liveListFromServer(query(collectionRef(proposalComments(proposalId)), orderBy('created_at', 'desc'), limit(panelLimit)));
    return (listener, onError) => newest((comments) => listener([...comments].reverse()), onError);
  },
  inbox: (viewer, since, max) => liveList(inboxQuery(viewer, since, max)),
  async add(propostaId, commentId, comentario) {
    await call('addComment', { propostaId, commentId, comentario });
  },
  newCommentId: newDocumentId,
  async markSeen() {
    const uid = auth.currentUser?.uid;
    if (!uid) return;
    // Untyped ref: the time is the server's (a sentinel), which the rules check is a timestamp.
    await updateDoc(doc(db, profiles.docPath(uid)), { messages_seen_at: serverTimestamp() });
  },
};
