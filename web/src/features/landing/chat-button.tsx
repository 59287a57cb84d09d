import { useEffect, useState } from 'react';
import { timings } from '@solarcred/domain/constants';
import { whatsappLink } from '@solarcred/domain/config';
import { WhatsAppIcon } from './icons';
import styles from './landing.module.css';

type Stage = 'hidden' | 'greeting' | 'idle';

/** WhatsApp-style chat button: appears after a moment, greets with a bubble for a few seconds. */
export function ChatButton() {
  const [stage, setStage] = useState<Stage>('hidden');

  useEffect(() => {
    const delay = stage === 'hidden' ? timings.chatButtonDelayMs : stage === 'greeting' ? timings.chatBubbleMs : null;
    if (delay === null) return;
    const timer = window.setTimeout(() => setStage((current) => (current === 'hidden' ? 'greeting' : 'idle')), delay);
    return () => window.clearTimeout(timer);
  }, [stage]);

  if (stage === 'hidden') return null;
  return (
    <div className={styles.chat}>
      {stage === 'greeting' && (
        <p className={styles.chatBubble} data-testid="chat-bubble">Olá! Quer saber mais sobre a parceria? Fale com a gente.</p>
      )}
      <a href={whatsappLink()} target="_blank" rel="noopener noreferrer" className={styles.chatButton}
        aria-label="Conversar pelo WhatsApp (abre em nova aba)">
        <WhatsAppIcon />
      </a>
    </div>
  );
}
