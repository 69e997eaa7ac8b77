import type { LegalSet } from './types.ts';

export const pt: LegalSet = {
  terms: {
    title: 'Termos de serviço',
    body: `Estes termos regem o uso do aplicativo e do site da Lotwise (o "serviço"). Ao se registrar, você confirma que os leu e aceita.

## 1. Elegibilidade
Você deve ter pelo menos 18 anos e capacidade legal para celebrar contratos. O serviço não é oferecido a residentes da Coreia do Norte, Israel, China, Vanuatu ou Cuba, nem onde violaria a lei local.

## 2. Sua conta
Mantenha sua senha e seus códigos de verificação em sigilo. Você é responsável por tudo o que for feito com sua conta. Avise-nos imediatamente se achar que outra pessoa a usou.

## 3. Negociação
Todas as posições são contratos por diferença sobre os preços que cotamos; você nunca é dono do ativo subjacente. As ordens são executadas ao preço disponível no momento da execução, que pode diferir do preço que você viu. Podemos recusar uma ordem, encerrar posições quando sua margem cair ao nível de stop-out e suspender a negociação de um instrumento quando seu mercado estiver fechado ou os preços não forem confiáveis.

## 4. Depósitos e saques
Os fundos devem vir de contas em seu nome e voltar para elas. Podemos pedir comprovação de identidade e da origem dos recursos antes de processar um pagamento.

## 5. Uso justo
Você não deve explorar erros de preço, sobrecarregar o serviço com ferramentas automatizadas nem usá-lo para lavagem de dinheiro ou qualquer fim ilícito. Podemos suspender as contas que o fizerem.

## 6. Responsabilidade
O serviço é fornecido no estado em que se encontra. Não respondemos por perdas causadas por movimentos de mercado, por eventos fora do nosso controle ou por suas próprias decisões.

## 7. Alterações
Podemos atualizar estes termos. Uma nova versão é exibida no aplicativo com sua data; continuar a usar o serviço depois disso significa aceitá-la.`,
  },
  privacy: {
    title: 'Política de privacidade',
    body: `Esta política explica quais dados pessoais a Lotwise coleta, por que e quais são os seus direitos.

## Dados que coletamos
- Dados da conta: e-mail ou número de telefone, senha (guardada apenas como hash seguro) e código de convite.
- Dados de identidade enviados para verificação: nome, número do documento de identidade ou passaporte e fotos do documento.
- Dados de negociação e pagamento: ordens, saldos, depósitos e saques.
- Dados técnicos: endereço IP, tipo de dispositivo e navegador, idioma e registros de eventos de segurança.

## Para que os usamos
Usamos seus dados para operar sua conta e executar suas ordens, verificar sua identidade e prevenir fraudes e lavagem de dinheiro, manter o serviço seguro e cumprir obrigações legais e contábeis. Não vendemos seus dados.

## Compartilhamento
Compartilhamos dados apenas com prestadores de pagamento e verificação que atuam em nosso nome, com auditores e consultores, e com autoridades quando a lei exigir.

## Retenção
Mantemos registros de conta, identidade e transações pelo prazo exigido por lei após o encerramento da conta (geralmente cinco anos), e registros técnicos por menos tempo.

## Seus direitos
Você pode pedir uma cópia dos seus dados, sua correção e, quando a lei permitir, sua exclusão ou a limitação do uso. Escreva para o e-mail de reclamações indicado na central do usuário.

## Segurança
As conexões são criptografadas, as senhas são armazenadas como hash e o acesso a dados pessoais é restrito à equipe que precisa dele.`,
  },
  risk: {
    title: 'Divulgação de riscos',
    body: `Negociar contratos por diferença com alavancagem é de alto risco e não é adequado para todos. Leia esta divulgação antes de operar.

## A alavancagem amplia as perdas
Com alavancagem, um pequeno movimento de preço tem um grande efeito na sua conta. Com alavancagem de 100x, um movimento de 1% contra você causa uma perda igual a toda a sua margem.

## Você pode perder todo o dinheiro depositado
As posições são encerradas automaticamente quando o nível de margem cai ao nível de stop-out, e as perdas podem se concretizar rapidamente. Opere apenas com dinheiro que você pode perder.

## Os preços podem se mover rápido
Os mercados podem abrir com gaps, reagir a notícias ou ter pouca liquidez. Um stop loss limita perdas em condições normais, mas pode ser executado a um preço pior do que o definido.

## Custos
Cada ordem paga uma taxa de negociação, e a diferença entre os preços de compra e venda também é um custo. Operar com frequência aumenta esses custos.

## Não é recomendação
Notícias, rankings e resultados de outros traders no aplicativo são apenas informação. Não constituem recomendação de investimento, e resultados passados não garantem resultados futuros.

## Contas demo
Os resultados de uma conta demo não incluem a pressão emocional do dinheiro real e podem não se repetir numa conta real.

Se você não entende esses riscos, procure orientação independente antes de operar.`,
  },
};
