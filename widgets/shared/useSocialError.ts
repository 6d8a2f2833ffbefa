import { useSearchParams } from 'react-router-dom';
import { isErrorReason, type ErrorReason } from '../../domain/errors/errorReasons';

/** The refusal a provider's callback sent the browser back with (?socialError=<reason>). */
export function useSocialError(): ErrorReason | null {
  const [params] = useSearchParams();
  const reason = params.get('socialError');
  return isErrorReason(reason) ? reason : null;
}
