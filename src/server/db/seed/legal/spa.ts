import type { LegalSet } from './types.ts';

export const spa: LegalSet = {
  terms: {
    title: 'Condiciones del servicio',
    body: `Estas condiciones regulan el uso de la aplicación y el sitio web de Lotwise (el «servicio»). Al registrarse, usted confirma que las ha leído y las acepta.

## 1. Requisitos
Debe tener al menos 18 años y capacidad legal para contratar. El servicio no se ofrece a residentes de Corea del Norte, Israel, China, Vanuatu ni Cuba, ni allí donde infringiría la ley local.

## 2. Su cuenta
Mantenga en secreto su contraseña y sus códigos de verificación. Usted es responsable de todo lo que se haga con su cuenta. Avísenos de inmediato si cree que otra persona la ha utilizado.

## 3. Operativa
Todas las posiciones son contratos por diferencias sobre los precios que cotizamos; nunca es propietario del activo subyacente. Las órdenes se ejecutan al precio disponible en el momento de la ejecución, que puede diferir del que vio. Podemos rechazar una orden, cerrar posiciones cuando su margen caiga al nivel de liquidación y suspender la negociación de un instrumento cuando su mercado esté cerrado o sus precios no sean fiables.

## 4. Depósitos y retiros
Los fondos deben proceder de cuentas a su nombre y volver a ellas. Podemos pedirle prueba de identidad y del origen de los fondos antes de procesar un pago.

## 5. Uso leal
No debe aprovechar errores de precio, sobrecargar el servicio con herramientas automatizadas ni utilizarlo para blanquear dinero o con fines ilícitos. Podemos suspender las cuentas que lo hagan.

## 6. Responsabilidad
El servicio se presta tal cual. No respondemos de las pérdidas causadas por movimientos del mercado, por hechos ajenos a nuestro control o por sus propias decisiones.

## 7. Cambios
Podemos actualizar estas condiciones. La nueva versión se muestra en la aplicación con su fecha; seguir usando el servicio después implica su aceptación.`,
  },
  privacy: {
    title: 'Política de privacidad',
    body: `Esta política explica qué datos personales recoge Lotwise, para qué y qué derechos tiene usted.

## Datos que recogemos
- Datos de la cuenta: correo electrónico o número de teléfono, contraseña (guardada solo como hash seguro) y código de invitación.
- Datos de identidad enviados para la verificación: nombre, número de documento de identidad o pasaporte y fotos del documento.
- Datos de operativa y pagos: órdenes, saldos, depósitos y retiros.
- Datos técnicos: dirección IP, tipo de dispositivo y navegador, idioma y registros de eventos de seguridad.

## Para qué los usamos
Usamos sus datos para gestionar su cuenta y ejecutar sus órdenes, verificar su identidad y prevenir el fraude y el blanqueo, mantener la seguridad del servicio y cumplir nuestras obligaciones legales y contables. No vendemos sus datos.

## Comunicación a terceros
Solo compartimos datos con proveedores de pago y de verificación que actúan por cuenta nuestra, con auditores y asesores, y con las autoridades cuando la ley lo exige.

## Conservación
Conservamos los registros de cuenta, identidad y operaciones durante el plazo legal tras el cierre de la cuenta (normalmente cinco años), y los registros técnicos durante menos tiempo.

## Sus derechos
Puede pedir una copia de sus datos, su rectificación y, cuando la ley lo permita, su supresión o la limitación de su uso. Escriba al correo de reclamaciones que aparece en el centro de usuario.

## Seguridad
Las conexiones están cifradas, las contraseñas se guardan como hash y el acceso a los datos personales se limita al personal que lo necesita.`,
  },
  risk: {
    title: 'Advertencia de riesgos',
    body: `Operar con contratos por diferencias apalancados es de alto riesgo y no es adecuado para todo el mundo. Lea esta advertencia antes de operar.

## El apalancamiento multiplica las pérdidas
Con apalancamiento, un pequeño movimiento del precio tiene un gran efecto en su cuenta. Con un apalancamiento de 100, un movimiento del 1 % en su contra le hace perder el equivalente a todo su margen.

## Puede perder todo el dinero que deposite
Las posiciones se cierran automáticamente cuando su nivel de margen cae al nivel de liquidación, y las pérdidas pueden materializarse con rapidez. Opere solo con dinero que pueda permitirse perder.

## Los precios pueden moverse deprisa
Los mercados pueden abrir con saltos, reaccionar a noticias o sufrir falta de liquidez. Un stop loss limita las pérdidas en condiciones normales, pero puede ejecutarse a un precio peor que el fijado.

## Costes
Cada orden paga una comisión de operación, y la diferencia entre el precio de compra y el de venta también es un coste. Operar con frecuencia aumenta estos costes.

## No es asesoramiento
Las noticias, clasificaciones y resultados de otros operadores en la aplicación son solo información. No constituyen asesoramiento de inversión y los resultados pasados no predicen los futuros.

## Cuentas demo
Los resultados de una cuenta demo no incluyen la presión emocional del dinero real y pueden no repetirse en una cuenta real.

Si no entiende estos riesgos, busque asesoramiento independiente antes de operar.`,
  },
};
