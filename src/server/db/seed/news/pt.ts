import type { NewsTexts } from './types.ts';

// The seed articles in Portuguese (Brazilian, as the app's catalog), in the order of articles.ts.
export const pt: NewsTexts = [
  {
    title: 'EUR/USD se mantém perto de 1,17 à espera da inflação americana',
    desc: 'O euro oscilou em faixa estreita frente ao dólar enquanto o mercado precificava os próximos passos do Fed e do BCE.',
    content: `O euro operou na segunda-feira em uma faixa estreita em torno de **US$ 1,1680**, com os investidores mantendo posições pequenas antes dos dados de inflação ao consumidor dos Estados Unidos desta semana.

## O que moveu o par
- Os rendimentos dos Treasuries recuaram levemente após pesquisas industriais mais fracas.
- Declarações de dirigentes do Banco Central Europeu indicaram uma pausa prolongada nos juros.
- Fluxos de fim de mês de gestores de carteiras provocaram picos breves de volatilidade.

## O que observar
Uma inflação acima do esperado daria força ao dólar, enquanto um dado mais fraco poderia levar o par à região de 1,1750 vista no mês passado.

*Operar com alavancagem envolve alto risco de perda. Este texto é um comentário de mercado, não uma recomendação de investimento.*`,
  },
  {
    title: 'Ouro se firma acima de US$ 4.000 depois de uma semana volátil',
    desc: 'O metal recuperou parte das perdas, com compras de bancos centrais e dólar mais fraco compensando a realização de lucros.',
    content: `O ouro à vista era negociado perto de **US$ 4.050 a onça**, em recuperação após a forte queda do início da semana, quando investidores embolsaram os ganhos da alta acumulada no ano.

## Fatores
- Os bancos centrais seguiram ampliando suas reservas de ouro, segundo dados do setor.
- O dólar mais fraco barateou o metal para compradores com outras moedas.
- A demanda física na Ásia ganhou força com a queda dos preços.

## Níveis
Os operadores observam US$ 3.980 como suporte de curto prazo e US$ 4.120 como resistência. Oscilações de US$ 50 em um pregão têm sido comuns, por isso o tamanho da posição e o nível do stop-loss fazem diferença.

*Operar com alavancagem envolve alto risco de perda. Este texto é um comentário de mercado, não uma recomendação de investimento.*`,
  },
  {
    title: 'Bitcoin oscila em torno de US$ 104 mil com desaceleração dos fluxos para ETFs',
    desc: 'A maior criptomoeda variou mais de 4% em um dia, com o esfriamento das entradas nos fundos à vista.',
    content: `O bitcoin foi negociado entre **US$ 101.800 e US$ 106.200** nas últimas 24 horas, uma das maiores amplitudes do mês.

## Por que se moveu
- As entradas líquidas nos fundos de bitcoin à vista dos EUA desaceleraram pelo terceiro dia.
- Grandes investidores transferiram moedas para corretoras, sinal de que alguns se preparavam para vender.
- O ether e outros tokens importantes seguiram a direção do bitcoin, com movimentos maiores.

## Lembrete de risco
Os mercados de criptomoedas funcionam 24 horas por dia, inclusive nos fins de semana, e os preços podem abrir com gaps fortes. Com alavancagem, um movimento de 5% pode consumir boa parte da margem de uma posição.

*Operar com alavancagem envolve alto risco de perda. Este texto é um comentário de mercado, não uma recomendação de investimento.*`,
  },
  {
    title: 'Petróleo recua com sinal da Opep+ de oferta estável até o próximo ano',
    desc: 'O WTI caiu em direção a US$ 62 o barril depois que os produtores indicaram que não haverá novos cortes.',
    content: `O petróleo americano (WTI) recuou para cerca de **US$ 62,30 o barril** e o Brent para aproximadamente **US$ 65,80**, depois que delegados da Opep+ disseram que o grupo pretende manter a oferta estável até o primeiro trimestre.

## Contexto
- Os estoques nos Estados Unidos subiram pela segunda semana seguida.
- A demanda das refinarias é sazonalmente menor até o fim das manutenções de inverno.
- Os investidores também pesaram o crescimento mais lento das importações chinesas de combustíveis.

## Perspectivas
Os preços de energia podem reagir com força a notícias inesperadas. Os relatórios semanais de estoques, às quartas-feiras, costumam provocar movimentos curtos e bruscos.

*Operar com alavancagem envolve alto risco de perda. Este texto é um comentário de mercado, não uma recomendação de investimento.*`,
  },
  {
    title: 'Nasdaq 100 renova recorde puxado pelas fabricantes de chips',
    desc: 'As ações de tecnologia ampliaram os ganhos após resultados fortes de empresas de semicondutores.',
    content: `O índice Nasdaq 100 fechou perto de **25.480 pontos**, um recorde, liderado pelas empresas de semicondutores e de software em nuvem.

## Destaques
- As fabricantes de chips subiram depois que a receita trimestral superou as projeções, impulsionada pela demanda de data centers.
- O S&P 500 avançou 0,4%, enquanto o Dow Jones ficou praticamente estável.
- Os indicadores de volatilidade seguiram baixos, embora a negociação de opções de grandes empresas de tecnologia tenha aumentado.

## Nota para quem opera índices
Os mercados de índices dos EUA abrem às 9h30, horário de Nova York; fora do horário regular, os preços podem se mover com volume reduzido.

*Operar com alavancagem envolve alto risco de perda. Este texto é um comentário de mercado, não uma recomendação de investimento.*`,
  },
  {
    title: 'Iene se enfraquece além de 155 por dólar e mercado teme intervenção',
    desc: 'Autoridades japonesas repetiram que acompanham de perto os movimentos do câmbio.',
    content: `O dólar subiu acima de **155 ienes** pela primeira vez em várias semanas, com a diferença entre os juros dos Estados Unidos e do Japão ainda ampla.

## Pontos principais
- O Ministério das Finanças do Japão disse acompanhar o mercado "com alto senso de urgência".
- A expectativa é de que o Banco do Japão eleve os juros apenas de forma gradual.
- Intervenções anteriores provocaram movimentos de três a cinco ienes em poucas horas.

## Por que isso importa
Uma ação oficial repentina pode levar o par muito além das faixas diárias normais. Quando o mercado abre com gap, ordens de stop-loss podem ser executadas a um preço pior que o definido.

*Operar com alavancagem envolve alto risco de perda. Este texto é um comentário de mercado, não uma recomendação de investimento.*`,
  },
  {
    title: 'DAX se recupera com melhora da confiança empresarial na Alemanha',
    desc: 'O índice GER40 subiu 0,8% depois que uma pesquisa mostrou empresas mais otimistas com os próximos meses.',
    content: `O principal índice da Alemanha avançou para cerca de **24.310 pontos** depois que o índice Ifo de clima de negócios subiu mais que o esperado.

## Detalhes
- Ações industriais e de montadoras lideraram os ganhos.
- As empresas relataram carteiras de pedidos melhores para o primeiro trimestre.
- O euro mais forte limitou os ganhos das exportadoras.

## Horário de negociação
O GER40 é negociado no horário europeu; o leilão de abertura, às 9h de Frankfurt, costuma dar o tom do dia.

*Operar com alavancagem envolve alto risco de perda. Este texto é um comentário de mercado, não uma recomendação de investimento.*`,
  },
  {
    title: 'Libra se fortalece após salários no Reino Unido crescerem acima do previsto',
    desc: 'A libra esterlina subiu frente ao dólar e ao euro enquanto o mercado adiava as apostas de corte de juros.',
    content: `O GBP/USD subiu para cerca de **1,3420** depois que dados oficiais mostraram os rendimentos médios no Reino Unido crescendo mais rápido do que os economistas esperavam.

## O que isso significa
- Um forte crescimento dos salários pode manter elevada a inflação de serviços.
- O mercado monetário agora vê menor chance de corte de juros pelo Banco da Inglaterra na próxima reunião.
- O EUR/GBP caiu em direção a 0,8700.

## Lembrete de risco
Dados divulgados às 7h, horário de Londres, costumam provocar movimentos rápidos e spreads mais largos por alguns minutos.

*Operar com alavancagem envolve alto risco de perda. Este texto é um comentário de mercado, não uma recomendação de investimento.*`,
  },
  {
    title: 'Como funcionam margem e alavancagem: um guia rápido antes da sua primeira operação',
    desc: 'Margem é o valor que a posição reserva do seu saldo; a alavancagem define o tamanho que essa posição pode ter.',
    content: `Antes de abrir uma posição, vale saber o que significam os números da boleta de ordem.

## Margem
Margem é a parte do seu saldo que fica reservada enquanto a posição está aberta. Com alavancagem de 100x, uma posição de US$ 10.000 reserva US$ 100 de margem.

## Lucro e prejuízo
Lucro e prejuízo acompanham o tamanho total da posição, não a margem. Um movimento de 1% contra uma posição de US$ 10.000 é um prejuízo de US$ 100: toda a margem do exemplo acima.

## Como se proteger
1. Defina um stop-loss em todas as posições.
2. Use lotes menores enquanto aprende.
3. Acompanhe sua taxa de risco: quando o patrimônio líquido cai até o nível de stop-out, as posições são encerradas automaticamente.

*Operar com alavancagem envolve alto risco de perda. Este guia é uma informação geral, não uma recomendação de investimento.*`,
  },
];
