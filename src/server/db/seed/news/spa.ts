import type { NewsTexts } from './types.ts';

// The seed articles in Spanish, in the order of articles.ts.
export const spa: NewsTexts = [
  {
    title: 'El EUR/USD se mantiene cerca de 1,17 a la espera de la inflación estadounidense',
    desc: 'El euro se movió en un rango estrecho frente al dólar mientras el mercado descontaba los próximos pasos de la Fed y el BCE.',
    content: `El euro cotizó el lunes en una banda estrecha en torno a **1,1680** dólares, con los operadores manteniendo posiciones reducidas antes de los datos de precios al consumo de EE. UU. de esta semana.

## Qué movió al par
- La rentabilidad de los bonos del Tesoro estadounidense se relajó ligeramente tras unas encuestas manufactureras más débiles.
- Los comentarios de responsables del Banco Central Europeo apuntaron a una pausa prolongada en los tipos.
- Los flujos de fin de mes de los gestores de carteras añadieron breves repuntes de volatilidad.

## Qué vigilar
Una inflación mayor de lo esperado respaldaría al dólar, mientras que un dato moderado podría llevar al par hacia la zona de 1,1750 que alcanzó el mes pasado.

*La operativa apalancada conlleva un alto riesgo de pérdida. Esta nota es un comentario de mercado, no asesoramiento de inversión.*`,
  },
  {
    title: 'El oro se estabiliza por encima de 4.000 dólares tras una semana volátil',
    desc: 'El metal recuperó parte de lo perdido, ya que las compras de los bancos centrales y un dólar más débil compensaron la toma de beneficios.',
    content: `El oro al contado cotizaba en torno a **4.050 dólares la onza**, recuperándose de la fuerte caída de principios de semana, cuando los inversores aseguraron las ganancias del rally del año.

## Factores
- Los bancos centrales siguieron aumentando sus reservas de oro, según datos del sector.
- Un dólar más débil abarató el metal para los compradores con otras divisas.
- La demanda física en Asia repuntó con la bajada de los precios.

## Niveles
Los operadores vigilan los 3.980 dólares como soporte a corto plazo y los 4.120 dólares como resistencia. Las oscilaciones de 50 dólares en una sesión han sido habituales, por lo que el tamaño de la posición y el nivel del stop-loss importan.

*La operativa apalancada conlleva un alto riesgo de pérdida. Esta nota es un comentario de mercado, no asesoramiento de inversión.*`,
  },
  {
    title: 'El bitcóin oscila en torno a 104.000 dólares mientras se frenan los flujos hacia los ETF',
    desc: 'La mayor criptomoneda se movió más de un 4 % en un día al enfriarse las entradas en los fondos al contado.',
    content: `El bitcóin cotizó entre **101.800 y 106.200 dólares** en las últimas 24 horas, uno de sus rangos más amplios del mes.

## Por qué se movió
- Las entradas netas en los fondos de bitcóin al contado de EE. UU. se frenaron por tercer día.
- Grandes tenedores trasladaron monedas a los exchanges, señal de que algunos estaban dispuestos a vender.
- El ether y otros grandes tokens siguieron la dirección del bitcóin con movimientos mayores.

## Recordatorio de riesgo
Los mercados cripto operan a todas horas, también los fines de semana, y los precios pueden dar saltos bruscos. Con apalancamiento, un movimiento del 5 % puede borrar buena parte del margen de una posición.

*La operativa apalancada conlleva un alto riesgo de pérdida. Esta nota es un comentario de mercado, no asesoramiento de inversión.*`,
  },
  {
    title: 'El petróleo cede ante las señales de la OPEP+ de una oferta estable hasta el próximo año',
    desc: 'El crudo WTI cayó hacia los 62 dólares por barril después de que los productores descartaran nuevos recortes de producción.',
    content: `El crudo estadounidense (WTI) bajó hasta cerca de **62,30 dólares por barril** y el Brent hasta unos **65,80 dólares**, después de que delegados de la OPEP+ indicaran que el grupo prevé mantener la oferta estable hasta el primer trimestre.

## Contexto
- Las existencias en Estados Unidos aumentaron por segunda semana consecutiva.
- La demanda de las refinerías es estacionalmente más baja hasta que terminan los mantenimientos de invierno.
- Los operadores también sopesaron el menor crecimiento de las importaciones chinas de combustible.

## Perspectivas
Los precios de la energía pueden reaccionar con fuerza ante titulares inesperados. Los datos semanales de inventarios de los miércoles suelen provocar movimientos breves y bruscos.

*La operativa apalancada conlleva un alto riesgo de pérdida. Esta nota es un comentario de mercado, no asesoramiento de inversión.*`,
  },
  {
    title: 'El Nasdaq 100 marca un récord de la mano de los fabricantes de chips',
    desc: 'Las tecnológicas ampliaron sus ganancias tras los sólidos resultados de las compañías de semiconductores.',
    content: `El índice Nasdaq 100 cerró cerca de los **25.480 puntos**, un máximo histórico, impulsado por las compañías de semiconductores y de software en la nube.

## Lo más destacado
- Los fabricantes de chips subieron después de que sus ingresos trimestrales superaran las previsiones gracias a la demanda de centros de datos.
- El S&P 500 sumó un 0,4 %, mientras que el Dow Jones apenas varió.
- Los indicadores de volatilidad se mantuvieron bajos, aunque aumentó la actividad en opciones sobre los grandes valores tecnológicos.

## Nota para quienes operan índices
Los mercados de índices de EE. UU. abren a las 9:30, hora de Nueva York; fuera del horario habitual, los precios pueden moverse con poco volumen.

*La operativa apalancada conlleva un alto riesgo de pérdida. Esta nota es un comentario de mercado, no asesoramiento de inversión.*`,
  },
  {
    title: 'El yen se debilita más allá de 155 por dólar y el mercado vigila una posible intervención',
    desc: 'Las autoridades japonesas repitieron que siguen de cerca los movimientos de la divisa.',
    content: `El dólar superó los **155 yenes** por primera vez en varias semanas, ya que la diferencia entre los tipos de interés de EE. UU. y Japón sigue siendo amplia.

## Claves
- El Ministerio de Finanzas de Japón afirmó que vigila el mercado «con un alto sentido de urgencia».
- Se espera que el Banco de Japón suba los tipos solo de forma gradual.
- Intervenciones anteriores provocaron movimientos de tres a cinco yenes en cuestión de horas.

## Por qué importa
Una actuación oficial repentina puede llevar al par mucho más allá de sus rangos diarios habituales. Si el mercado abre con un hueco, las órdenes stop-loss pueden ejecutarse a un precio peor que el fijado.

*La operativa apalancada conlleva un alto riesgo de pérdida. Esta nota es un comentario de mercado, no asesoramiento de inversión.*`,
  },
  {
    title: 'El DAX se recupera al mejorar la confianza empresarial en Alemania',
    desc: 'El índice GER40 subió un 0,8 % después de que una encuesta mostrara a las empresas más optimistas sobre los próximos meses.',
    content: `El principal índice alemán subió hasta unos **24.310 puntos** después de que el índice Ifo de clima empresarial avanzara más de lo esperado.

## Detalles
- Los valores industriales y del automóvil lideraron las subidas.
- Las empresas informaron de mejores carteras de pedidos para el primer trimestre.
- La fortaleza del euro limitó las ganancias de las exportadoras.

## Horario de negociación
El GER40 cotiza en horario europeo; la subasta de apertura de las 9:00, hora de Fráncfort, suele marcar el tono de la jornada.

*La operativa apalancada conlleva un alto riesgo de pérdida. Esta nota es un comentario de mercado, no asesoramiento de inversión.*`,
  },
  {
    title: 'La libra se afianza tras un crecimiento salarial superior al previsto en el Reino Unido',
    desc: 'La libra esterlina ganó frente al dólar y al euro mientras el mercado aplazaba las expectativas de recorte de tipos.',
    content: `El GBP/USD subió hasta cerca de **1,3420** después de que los datos oficiales mostraran que los ingresos medios en el Reino Unido crecen más rápido de lo que esperaban los economistas.

## Qué significa
- Un fuerte crecimiento salarial puede mantener alta la inflación de servicios.
- Los mercados monetarios ven ahora menos probable un recorte del Banco de Inglaterra en la próxima reunión.
- El EUR/GBP cayó hacia 0,8700.

## Recordatorio de riesgo
Los datos publicados a las 7:00, hora de Londres, suelen provocar movimientos rápidos y diferenciales más amplios durante unos minutos.

*La operativa apalancada conlleva un alto riesgo de pérdida. Esta nota es un comentario de mercado, no asesoramiento de inversión.*`,
  },
  {
    title: 'Cómo funcionan el margen y el apalancamiento: una guía breve antes de tu primera operación',
    desc: 'El margen es la cantidad de tu saldo que retiene tu posición; el apalancamiento decide cuán grande puede ser esa posición.',
    content: `Antes de abrir una posición conviene saber qué significan las cifras de la orden.

## Margen
El margen es la parte de tu saldo que retiene una posición mientras está abierta. Con un apalancamiento de 100x, una posición de 10.000 dólares retiene 100 dólares de margen.

## Ganancias y pérdidas
Las ganancias y pérdidas dependen del tamaño total de la posición, no del margen. Un movimiento del 1 % en contra de una posición de 10.000 dólares supone una pérdida de 100 dólares: todo el margen del ejemplo anterior.

## Cómo protegerte
1. Pon un stop-loss en cada posición.
2. Opera con lotes más pequeños mientras aprendes.
3. Vigila tu tasa de riesgo: cuando el patrimonio neto cae hasta el nivel de stop-out, las posiciones se cierran automáticamente.

*La operativa apalancada conlleva un alto riesgo de pérdida. Esta guía es información general, no asesoramiento de inversión.*`,
  },
];
