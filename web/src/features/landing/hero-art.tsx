/**
 * The hero's drawings, inline so the first screen paints without waiting for an image
 * (and is never an image-bound Largest Contentful Paint). Decorative: the slide text says it all.
 */
import type { ComponentType } from 'react';
import type { HeroArt as Art } from './content';

function Sun({ x, y }: { x: number; y: number }) {
  return (
    <g>
      <circle cx={x} cy={y} r="26" fill="#fbbf24" />
      <path
        d={`M${x} ${y - 44}v10M${x} ${y + 34}v10M${x - 44} ${y}h10M${x + 34} ${y}h10M${x - 31} ${y - 31}l7 7M${x + 24} ${y + 24}l7 7M${x - 31} ${y + 31}l7-7M${x + 24} ${y - 24}l7-7`}
        stroke="#f59e0b" strokeWidth="5" strokeLinecap="round" />
    </g>
  );
}

function House() {
  return (
    <>
      <rect width="480" height="320" fill="#dbeafe" />
      <Sun x={395} y={72} />
      <path d="M0 262q240-34 480 0v58H0z" fill="#4ade80" />
      <path d="M0 282q240-22 480 0v38H0z" fill="#22c55e" />
      <rect x="140" y="168" width="200" height="100" fill="#fffbeb" />
      <path d="M118 172l52-72h140l52 72z" fill="#9a3412" />
      <path d="M158 160l32-46h100l32 46z" fill="#1e3a8a" />
      <path d="M215 114l-16 46M240 114v46M265 114l16 46M174 137h132" stroke="#93c5fd" strokeWidth="2.5" />
      <rect x="218" y="206" width="44" height="62" rx="4" fill="#92400e" />
      <rect x="160" y="190" width="42" height="34" rx="3" fill="#bae6fd" stroke="#fff" strokeWidth="3" />
      <rect x="278" y="190" width="42" height="34" rx="3" fill="#bae6fd" stroke="#fff" strokeWidth="3" />
      <rect x="398" y="214" width="10" height="50" fill="#78350f" />
      <circle cx="403" cy="200" r="28" fill="#16a34a" />
      <path d="M62 150l14-26h-10l8-22" stroke="#f59e0b" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" fill="none" />
    </>
  );
}

function Growth() {
  const bars = [70, 105, 145, 190];
  return (
    <>
      <rect width="480" height="320" fill="#fff7ed" />
      <rect x="36" y="40" width="270" height="236" rx="16" fill="#fff" stroke="#fed7aa" strokeWidth="2" />
      {bars.map((height, index) => (
        <rect key={height} x={66 + index * 58} y={250 - height} width="38" height={height} rx="6"
          fill={index === bars.length - 1 ? '#f59e0b' : '#fcd34d'} />
      ))}
      <path d="M85 160l58-34 58 10 58-66" stroke="#c2410c" strokeWidth="5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M240 68l22-2-3 22" stroke="#c2410c" strokeWidth="5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      {[0, 1, 2, 3].map((level) => (
        <g key={level}>
          <ellipse cx="388" cy={262 - level * 22} rx="48" ry="15" fill="#d97706" />
          <ellipse cx="388" cy={256 - level * 22} rx="48" ry="15" fill="#fbbf24" stroke="#d97706" strokeWidth="2" />
        </g>
      ))}
      <circle cx="388" cy="112" r="40" fill="#16a34a" />
      <path d="M372 112l12 12 22-26" stroke="#fff" strokeWidth="7" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </>
  );
}

function Approval() {
  return (
    <>
      <rect width="480" height="320" fill="#ecfdf5" />
      <rect x="70" y="34" width="210" height="254" rx="16" fill="#fff" stroke="#bbf7d0" strokeWidth="2" />
      <rect x="100" y="62" width="120" height="14" rx="7" fill="#0d1f3c" />
      {[104, 150, 196, 242].map((y, index) => (
        <g key={y}>
          <circle cx="112" cy={y} r="12" fill={index < 3 ? '#16a34a' : '#e2e8f0'} />
          {index < 3 && <path d={`M106 ${y}l4 4 8-9`} stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" />}
          <rect x="136" y={y - 6} width={index % 2 ? 96 : 118} height="12" rx="6" fill="#cbd5e1" />
        </g>
      ))}
      <circle cx="362" cy="112" r="62" fill="#fff" stroke="#0d1f3c" strokeWidth="8" />
      <path d="M362 76v38l24 16" stroke="#c2410c" strokeWidth="8" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M330 214l34-14 34 14v24c0 22-15 38-34 46-19-8-34-24-34-46z" fill="#15803d" />
      <path d="M348 242l12 12 22-24" stroke="#fff" strokeWidth="7" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </>
  );
}

const drawings: Record<Art, ComponentType> = { house: House, growth: Growth, approval: Approval };

export function HeroArt({ art, className }: { art: Art; className?: string }) {
  const Drawing = drawings[art];
  return (
    <svg className={className} viewBox="0 0 480 320" width="480" height="320" aria-hidden="true" focusable="false">
      <Drawing />
    </svg>
  );
}
