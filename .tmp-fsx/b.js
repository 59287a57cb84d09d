import { initializeApp } from 'firebase/app';
import { getFirestore, onSnapshot, query, where, orderBy, limit, collection, doc, getCountFromServer, writeBatch, getDocs, getDoc, setDoc, updateDoc, serverTimestamp, Timestamp, collectionGroup } from 'firebase/firestore';
const db = getFirestore(initializeApp({}));
onSnapshot(query(collection(db,'x'), where('a','==',1), orderBy('b'), limit(2)), console.log);
onSnapshot(doc(db,'x/y'), console.log);
console.log(getCountFromServer, writeBatch, getDocs, getDoc, setDoc, updateDoc, serverTimestamp, Timestamp, collectionGroup);
