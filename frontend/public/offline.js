// The offline page in the user's language: the app's choice (i18next keeps it in localStorage),
// else the browser's; German unless English is asked for.
(() => {
  let chosen = null;
  try {
    chosen = localStorage.getItem('i18nextLng');
  } catch {
    // storage blocked: the browser's language decides
  }
  const language = (chosen || navigator.language || 'de').slice(0, 2).toLowerCase() === 'en' ? 'en' : 'de';
  document.documentElement.lang = language;
  document.getElementById('reload')?.addEventListener('click', () => location.reload());
})();
