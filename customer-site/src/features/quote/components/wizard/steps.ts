import type { MoveStep, WordKey } from '@moveday/openapi';
import { WIZARD_TABS, type WizardTab } from '../../utils/quoteFlowState';

export interface StepInfo {
  /** The spec's top-bar title (customer-side §2): the page's h1. */
  title: WordKey;
  /** What the step asks, under the title. */
  heading: WordKey;
  /** The rules that enable its Next; none on the review, where Get Quote checks them all. */
  rule?: MoveStep;
  /** The page view recorded when Next leaves it. */
  filledEvent?: string;
}

export const STEPS: Record<WizardTab, StepInfo> = {
  0: { title: 'wizardTitleServices', heading: 'wizardHeadingMove', rule: 'move' },
  1: { title: 'wizardTitlePickup', heading: 'wizardHeadingPickupHome', rule: 'pickup1', filledEvent: '/PickupTab1_Filled' },
  1.5: { title: 'wizardTitlePickup', heading: 'wizardHeadingPickupAccess', rule: 'pickup2', filledEvent: '/PickupTab2_Filled' },
  2: { title: 'wizardTitleServices', heading: 'wizardHeadingServices', rule: 'services', filledEvent: '/ServiceTab_Filled' },
  3: { title: 'wizardTitleDrop', heading: 'wizardHeadingDrop', rule: 'drop', filledEvent: '/DropTab_Filled' },
  4: { title: 'wizardTitleReview', heading: 'wizardHeadingReview', filledEvent: '/ReviewTab_Filled' },
};

const at = (tab: WizardTab, by: number): WizardTab | undefined => WIZARD_TABS[WIZARD_TABS.indexOf(tab) + by];

/** Back goes to the previous tab: a half step from 1.5 and 2, a whole one elsewhere; none from 0 (it asks to cancel). */
export const previousTab = (tab: WizardTab): WizardTab | undefined => (tab === 0 ? undefined : at(tab, -1));
export const nextTab = (tab: WizardTab): WizardTab | undefined => at(tab, 1);

/** The progress bar's five steps; Pick Up has two segments, one per half. */
export const PROGRESS: readonly { label: WordKey; tabs: readonly WizardTab[] }[] = [
  { label: 'wizardProgressMove', tabs: [0] },
  { label: 'wizardProgressPickup', tabs: [1, 1.5] },
  { label: 'wizardProgressServices', tabs: [2] },
  { label: 'wizardProgressDrop', tabs: [3] },
  { label: 'wizardProgressReview', tabs: [4] },
];

export const tabOrder = (tab: WizardTab): number => WIZARD_TABS.indexOf(tab);
