/** Moved to lib/scope (issue 9); kept until the stakeholders module imports from there. */
export { readReach as configReach, configTarget } from '../../lib/scope';
