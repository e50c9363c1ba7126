import { useEffect, useState } from 'react';
import { Button, Checkbox, Descriptions, Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { returnPathFrom, useApiMutation, useApiQuery, useAuthStore, withReturnPath } from '@conexoes/shared';
import { authApi } from '../../api/auth.api';
import { ProblemAlert } from '../../components/lazy-problem-alert';
import { NS } from '../../i18n/register';

/**
 * An address elsewhere (e.g. the company's published policy) is offered as a link; the API's own
 * document address is not (it answers JSON), its text is shown inline instead.
 */
const isExternalLink = (value: string) => /^https?:\/\//i.test(value.trim());
const isApiPath = (value: string) => value.trim().startsWith('/manager/api/');

/** Read the pending data-protection document and accept it; nothing else is reachable before. */
export function LgpdDocument() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const email = useAuthStore((s) => s.email);
  const stage = useAuthStore((s) => s.stage);
  const document = useAuthStore((s) => s.documentLgpd);
  const [read, setRead] = useState(false);
  const [content, setContent] = useState<string | null>(null);
  // The wanted page (if any) goes on to the workspace choice, or is the destination once through.
  const wanted = returnPathFrom(useLocation().search);
  const next = stage === 'app' ? (wanted ?? '/') : withReturnPath('/auth/workspaces', wanted);

  // Asked once, only when the sign-in did not bring the document along (not again once accepted).
  const [ask] = useState(document === null);
  const pending = useApiQuery(
    async () => {
      const response = await authApi.pendingDocument(email);
      if (response.pending && response.document) useAuthStore.getState().documentPending(response.document);
      return response;
    },
    [email],
    { enabled: ask },
  );
  const nothingPending = pending.data !== undefined && !(pending.data.pending && pending.data.document);
  useEffect(() => {
    if (nothingPending) navigate(next, { replace: true });
  }, [nothingPending, navigate, next]);
  const accept = useApiMutation(async (documentId: string) => {
    const { newToken } = await authApi.acceptDocument(email, documentId);
    useAuthStore.getState().lgpdAccepted(newToken);
  });
  // Kept on after acceptance: the button spins until the next page is on screen.
  const [leaving, setLeaving] = useState(false);
  const submitting = accept.pending || leaving;
  const problem = pending.problem ?? accept.problem;
  // Until the document is known (or the page moves on), unless the question failed.
  const loading = document === null && !pending.problem;

  useEffect(() => {
    if (!document) return;
    let current = true;
    authApi.documentContent(document.id).then(
      (full) => {
        if (current) setContent(full.content);
      },
      () => undefined, // the link still leads to the document
    );
    return () => {
      current = false;
    };
  }, [document]);

  const handleAccept = async () => {
    if (!document) return;
    const outcome = await accept.run(document.id);
    if (!outcome.ok) return;
    setLeaving(true);
    navigate(next, { replace: true });
  };

  if (loading) {
    return (
      <Flex justify="center" style={{ padding: 24 }}>
        {/* A name is allowed on a status region, not on the spinner's own div (shared/ui Loading). */}
        <div role="status" aria-label={t('common:loading')}>
          <Spin />
        </div>
      </Flex>
    );
  }

  return (
    <Flex vertical gap={16}>
      <ProblemAlert problem={problem} />
      {document ? (
        <>
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'name', label: t('lgpd.document'), children: document.name },
              { key: 'version', label: t('lgpd.version'), children: document.version },
            ]}
          />
          {content ? (
            <Typography.Paragraph
              aria-label={document.name}
              tabIndex={0}
              style={{
                whiteSpace: 'pre-wrap',
                maxHeight: 320,
                overflow: 'auto',
                border: '1px solid #eee',
                padding: 12,
              }}
            >
              {content}
            </Typography.Paragraph>
          ) : null}
          {isExternalLink(document.link) ? (
            <Typography.Link href={document.link} target="_blank" rel="noopener noreferrer">
              {t('lgpd.open')}
            </Typography.Link>
          ) : content || isApiPath(document.link) ? null : (
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{document.link}</Typography.Paragraph>
          )}
          <Checkbox checked={read} onChange={(e) => setRead(e.target.checked)}>
            {t('lgpd.confirmRead')}
          </Checkbox>
          <Button
            type="primary"
            block
            disabled={!read}
            loading={submitting}
            onClick={() => void handleAccept()}
          >
            {t('lgpd.accept')}
          </Button>
        </>
      ) : null}
    </Flex>
  );
}
