/**
 * Imported for its effect, by the router: from then on a refusal from the server is worded from
 * its reason code in the reader's language (shared/reasons.ts), not the server's English.
 */
import { refusalText } from '../../shared/reasons';
import { setRefusalWording } from './api';

setRefusalWording(refusalText);
