import { i18n, initI18n } from '@conexoes/shared';
import { attachmentErrorMessage } from '../attachments/attachment-errors';
import { ATTACHMENTS_NS } from '../attachments/attachments.i18n';

const problem = (status: number) => ({ type: 'about:blank', title: 'Problem', status });

describe('why a file did not go up, in the person’s language', () => {
  it('names the file and the reason the API or the storage gave', async () => {
    await initI18n({ lng: 'pt-BR' });
    const t = i18n.getFixedT('pt-BR', ATTACHMENTS_NS);
    const say = (status: number) => attachmentErrorMessage(t, 'foto.jpg', problem(status), 'interaction');
    expect(say(413)).toBe('foto.jpg é maior que o tamanho permitido para um arquivo.');
    expect(say(409)).toBe('foto.jpg não foi anexado: esta interação já tem o máximo de arquivos permitido.');
    // Too many of the person's own uploads open at once: wait, not "the record is full".
    expect(say(429)).toBe(
      'foto.jpg não foi enviado: há arquivos demais seus sendo enviados ao mesmo tempo. Aguarde terminarem e tente novamente.',
    );
    expect(say(410)).toBe('foto.jpg não foi enviado: o link de envio expirou. Tente novamente.');
  });
});
