import type { SiteWords } from '../words/site.js';
import type { Translation } from '../translation.js';

export const SiteWordsEs = {
  languageSwitchToSpanish: 'Español: ver este sitio en español',
  languageSwitchToEnglish: 'English: ver este sitio en inglés',

  skipToContent: 'Saltar al contenido',
  navMainLabel: 'Principal',
  navMenuLabel: 'Menú principal',
  navHowItWorks: 'Cómo funciona',
  navAboutUs: 'Quiénes somos',
  navContact: 'Contacto',
  navGetAQuote: 'Cotizar',
  navOrders: 'Pedidos',
  navProfile: 'Perfil',
  navAdminConsole: 'Consola de administración',
  navJobs: 'Trabajos',
  navLogin: 'Iniciar sesión',
  navLogout: 'Cerrar sesión',
  installApp: 'Instalar la app',
  installAppLabel: 'Instalar la app de MoveDay',
  openMenuLabel: 'Abrir el menú',
  greeting: '¡Hola, {firstName}!',
  logoutQuestion: '¿Seguro que desea cerrar sesión?',
  dialogCancel: 'Cancelar',
} as const satisfies Translation<typeof SiteWords>;
