// Every text the server sends to a person (the envelope's msg, socket errors). The /*i18n*/
// mark lets `lingui extract` put them in the same 18 catalogs as the app's texts.
export const m = {
  notBuilt: /*i18n*/ { id: 'server.notBuilt', message: 'This feature is not available yet.' },
  notFound: /*i18n*/ { id: 'server.notFound', message: 'This address does not exist.' },
  fault: /*i18n*/ { id: 'server.fault', message: 'Something went wrong on our side. Please try again later.' },
  sessionInvalid: /*i18n*/ { id: 'server.sessionInvalid', message: 'Your session has ended. Please log in again.' },
  realOnly: /*i18n*/ { id: 'server.realOnly', message: 'Please register or log in to a real account' },
  fieldMissing: /*i18n*/ { id: 'server.fieldMissing', message: 'Please fill in {field}.' },
  fieldInvalid: /*i18n*/ { id: 'server.fieldInvalid', message: 'The value of {field} is not valid.' },
  badBody: /*i18n*/ { id: 'server.badBody', message: 'The request could not be read.' },
  unknownInstrument: /*i18n*/ { id: 'server.unknownInstrument', message: 'This instrument does not exist.' },
  badMessage: /*i18n*/ { id: 'server.badMessage', message: 'The message could not be read.' },
} as const;

export type MessageDescriptor = { id: string; message: string };
