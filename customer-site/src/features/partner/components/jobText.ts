import { useMemo } from 'react';
import { dayIn, LOCALE_TAGS, moneyIn, type Locale, type Translate, type WordKey } from '@moveday/openapi';
import { useFormats, useT } from '@/lib/i18n';

/**
 * A job's dates, route and deadline in words. Move days are calendar days (UTC midnight on the
 * wire) and are read in UTC, so no phone's time zone shifts them; an offer's deadline and the
 * crew's "on our way" are instants, shown in the phone's own time.
 */

interface Dated {
  moveDate: number | null;
  preferredDates: number[];
}

interface Routed {
  pickupCity: string;
  pickupState: string;
  dropoffCity: string;
  dropoffState: string;
}

/** The reader's words and language, which every text of a job is in. */
export interface JobWords {
  t: Translate;
  locale: Locale;
}

export function useJobWords(): JobWords {
  const t = useT();
  const { locale } = useFormats();
  return useMemo(() => ({ t, locale }), [t, locale]);
}

/** 'Tuesday, 12/08/2026' ('martes, 8/12/2026'). */
export const dayText = ({ t, locale }: JobWords, day: number): string =>
  t('jobDayAndWeekday', { weekday: dayIn(locale, day, 'weekday'), date: dayIn(locale, day) });

/** Days as '... or ...'. */
export const eitherDayText = (words: JobWords, days: number[]): string =>
  days.map((day) => dayText(words, day)).reduce((first, second) => (first ? words.t('jobEitherDay', { first, second }) : second), '');

/** The move day once it is set (an admin offers a job for one of the preferred days); else both preferred days ('... or ...'). */
export const jobDaysText = (words: JobWords, job: Dated): string =>
  job.moveDate !== null ? dayText(words, job.moveDate) : eitherDayText(words, job.preferredDates);

const place = (city: string, state: string) => [city, state].filter(Boolean).join(', ');

/** 'Denver, CO → Aurora, CO'. */
export const routeText = (job: Routed): string => `${place(job.pickupCity, job.pickupState)} → ${place(job.dropoffCity, job.dropoffState)}`;

export const valueText = ({ locale }: JobWords, dollars: number): string => moneyIn(locale, dollars);

/** A US number as people read it, '(720) 555-0142', and as a phone dials it, 'tel:+17205550142'; anything else as written. */
export function phoneOf(phone: string): { text: string; href: string } {
  const digits = phone.replace(/\D/g, '');
  const us = digits.length === 10 ? digits : digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : null;
  if (us) return { text: `(${us.slice(0, 3)}) ${us.slice(3, 6)}-${us.slice(6)}`, href: `tel:+1${us}` };
  return { text: phone, href: `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}` };
}

// Made once, on first use (a DateTimeFormat costs far more to make than to use).
const instantFormats = new Map<string, Intl.DateTimeFormat>();

/** 'Tue, Dec 8, 3:00 PM' in the phone's time zone (or the one given, for tests). */
export function instantText({ locale }: JobWords, ms: number, timeZone?: string): string {
  const key = `${locale}:${timeZone ?? ''}`;
  let format = instantFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone });
    instantFormats.set(key, format);
  }
  return format.format(ms);
}

/** Where a job stands for the crew, from its assignment state and the order's status. */
export type JobStage = 'offered' | 'upcoming' | 'done' | 'cancelled' | 'closed';

export function jobStageOf(job: { assignmentState: string; moveStatus: string }): JobStage {
  if (job.moveStatus === 'completed') return 'done';
  if (job.moveStatus === 'cancelled') return 'cancelled';
  if (job.assignmentState === 'offered') return 'offered';
  if (job.assignmentState === 'accepted') return 'upcoming';
  return 'closed';
}

export const STAGE_WORDS: Record<JobStage, WordKey> = {
  offered: 'jobStageOffered',
  upcoming: 'jobStageUpcoming',
  done: 'jobStageDone',
  cancelled: 'jobStageCancelled',
  closed: 'jobStageClosed',
};
