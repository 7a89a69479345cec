/**
 * Levies and recurring dues (issue 25): the member's dues card, the treasurer's grid, and the
 * words of a schedule. Other features import this folder only through this file.
 */
export { MyDuesCard } from './MyDuesCard';
export { PurseDuesSection } from './PurseDuesSection';
export { RotationSection } from './RotationSection';
export { frequencyLabel, periodLabel } from './dues-words';
export { chosenPeriod, PeriodField } from './PeriodField';
export { loadOwingMembers } from './dues-data';
