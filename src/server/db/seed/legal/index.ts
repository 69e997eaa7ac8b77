import type { Lang } from '../../../../contract/languages.ts';
import { ar } from './ar.ts';
import { cs } from './cs.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { hi } from './hi.ts';
import { hk } from './hk.ts';
import { id } from './id.ts';
import { it } from './it.ts';
import { jp } from './jp.ts';
import { kr } from './kr.ts';
import { my } from './my.ts';
import { pt } from './pt.ts';
import { ru } from './ru.ts';
import { spa } from './spa.ts';
import { th } from './th.ts';
import { tr } from './tr.ts';
import { vn } from './vn.ts';
import type { LegalSet } from './types.ts';

/** The legal documents in every language of the product (version LEGAL_VERSION). */
export const legalTexts: Record<Lang, LegalSet> = { hk, en, jp, kr, th, vn, fr, de, ru, spa, pt, ar, it, tr, id, my, hi, cs };
