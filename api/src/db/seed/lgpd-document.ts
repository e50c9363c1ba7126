/** Version 1 of the data-protection notice users accept (Lei 13.709/2018, LGPD). */
export const lgpdDocumentV1 = `Termo de Ciência e Consentimento para Tratamento de Dados Pessoais — versão 1

1. Quem somos. A Conexões é a plataforma usada pela sua organização (a controladora dos dados) para registrar partes interessadas, interações sociais e compromissos sociais.

2. Dados tratados. Tratamos os dados da sua conta (nome, e-mail, perfil de acesso, áreas de trabalho), registros de acesso (data, hora, endereço IP e navegador, guardados por 6 meses conforme o Marco Civil da Internet) e os dados que você registrar sobre partes interessadas.

3. Finalidades e bases legais. Usamos seus dados para autenticar você, controlar permissões e manter trilhas de auditoria (legítimo interesse e cumprimento de obrigação legal, art. 7º, II e IX, da LGPD). Os dados de partes interessadas são tratados para a gestão do relacionamento com comunidades, com a base legal definida pela controladora para cada finalidade.

4. Dados sensíveis. Dados sobre origem racial ou étnica, convicção religiosa, opinião política, filiação sindical ou saúde só podem ser registrados quando houver base legal do art. 11 da LGPD e devem ser limitados ao estritamente necessário.

5. Compartilhamento. Os dados não são vendidos. Podem ser acessados por operadores que prestam serviços de hospedagem e suporte, sob contrato e dever de sigilo.

6. Seus direitos. Você pode pedir confirmação de tratamento, acesso, correção, anonimização, portabilidade, eliminação e informações sobre compartilhamento, e revogar consentimentos, pelo canal de privacidade da sua organização.

7. Segurança e incidentes. Senhas são guardadas apenas em forma irreversível, o acesso é registrado e incidentes de segurança relevantes são comunicados à ANPD e aos titulares.

Ao aceitar, você declara que leu este termo e está ciente do tratamento descrito. O aceite é registrado com data, hora, endereço IP e navegador.`;
