import { useEffect, useRef, useState } from 'react';
import { Button, Checkbox, Descriptions, Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  isProblem,
  returnPathFrom,
  toProblem,
  useAuthStore,
  withReturnPath,
  type Problem,
} from '@conexoes/shared';
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
  const [loading, setLoading] = useState(document === null);
  const [read, setRead] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [content, setContent] = useState<string | null>(null);
  const started = useRef(false);
  // The wanted page (if any) goes on to the workspace choice, or is the destination once through.
  const wanted = returnPathFrom(useLocation().search);
  const next = stage === 'app' ? (wanted ?? '/') : withReturnPath('/auth/workspaces', wanted);

  useEffect(() => {
    if (document !== null || started.current) return;
    started.current = true;
    void (async () => {
      try {
        const response = await authApi.pendingDocument(email);
        if (!response.pending || !response.document) {
          navigate(next, { replace: true });
          return;
        }
        useAuthStore.getState().documentPending(response.document);
      } catch (error) {
        setProblem(isProblem(error) ? error : await toProblem(error));
      }
      setLoading(false);
    })();
  }, [document, email, navigate, next]);

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
    setSubmitting(true);
    setProblem(null);
    try {
      const { newToken } = await authApi.acceptDocument(email, document.id);
      useAuthStore.getState().lgpdAccepted(newToken);
      navigate(next, { replace: true });
    } catch (error) {
      setProblem(isProblem(error) ? error : await toProblem(error));
      setSubmitting(false);
    }
  };

  if (loading) {
    return (
      <Flex justify="center" style={{ padding: 24 }}>
        <Spin aria-label={t('common:loading')} />
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
