// Runs before the browser host's pre-rendered campaigns page is parsed (src-main/host/first-page.ts),
// so that page is drawn right before the app's own script has loaded (theme/theme.ts takes over then):
// - in the theme the player chose on this computer, not the system's for a moment;
// - hidden (app.css) when the address asks for another page (#/campaigns/3/battles, a reload there),
//   rather than showing the list until the app draws the page asked for.
/* eslint-disable */
(function () {
  var root = document.documentElement;
  try {
    var choice = localStorage.getItem('warchronicle.theme');
    if (choice === 'light' || choice === 'dark') root.dataset.theme = choice;
    else if (window.matchMedia) root.dataset.theme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  } catch (_) {
    // Storage refused (a private window): the stylesheet's own default stands until the app starts.
  }
  if (!/^(#\/?(campaigns\/?)?)?$/.test(location.hash)) root.classList.add('another-page-asked');
})();
