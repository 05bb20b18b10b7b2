import type { MoveStep } from '@moveday/openapi';
import { WIZARD_TABS, type WizardTab } from '../../utils/quoteFlowState';

export interface StepInfo {
  /** The spec's top-bar title (customer-side §2): the page's h1. */
  title: string;
  /** What the step asks, under the title. */
  heading: string;
  /** The rules that enable its Next; none on the review, where Get Quote checks them all. */
  rule?: MoveStep;
  /** The page view recorded when Next leaves it. */
  filledEvent?: string;
}

export const STEPS: Record<WizardTab, StepInfo> = {
  0: { title: 'Services', heading: 'Moving Services and Date', rule: 'move' },
  1: { title: 'Pickup Location', heading: 'Where are you moving from?', rule: 'pickup1', filledEvent: '/PickupTab1_Filled' },
  1.5: { title: 'Pickup Location', heading: 'Heavy items and access', rule: 'pickup2', filledEvent: '/PickupTab2_Filled' },
  2: { title: 'Services', heading: 'Packing supplies and extra help', rule: 'services', filledEvent: '/ServiceTab_Filled' },
  3: { title: 'Drop Location', heading: 'Where are you moving to?', rule: 'drop', filledEvent: '/DropTab_Filled' },
  4: { title: 'Review', heading: 'Edit your details if required and proceed for quotation', filledEvent: '/ReviewTab_Filled' },
};

const at = (tab: WizardTab, by: number): WizardTab | undefined => WIZARD_TABS[WIZARD_TABS.indexOf(tab) + by];

/** Back goes to the previous tab: a half step from 1.5 and 2, a whole one elsewhere; none from 0 (it asks to cancel). */
export const previousTab = (tab: WizardTab): WizardTab | undefined => (tab === 0 ? undefined : at(tab, -1));
export const nextTab = (tab: WizardTab): WizardTab | undefined => at(tab, 1);

/** The progress bar's five steps; Pick Up has two segments, one per half. */
export const PROGRESS: readonly { label: string; tabs: readonly WizardTab[] }[] = [
  { label: 'Move', tabs: [0] },
  { label: 'Pick Up', tabs: [1, 1.5] },
  { label: 'Services', tabs: [2] },
  { label: 'Drop', tabs: [3] },
  { label: 'Review', tabs: [4] },
];

export const tabOrder = (tab: WizardTab): number => WIZARD_TABS.indexOf(tab);
