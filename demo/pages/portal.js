// The portal's home page has the bell and the reminders but no work page: opening a reminder goes to the work page,
// which shows the reminder's queue and the order.
document.addEventListener('hotline-reminder-open', (event) => {
  location.assign(`/portal-work.html?open=${encodeURIComponent(event.detail.path)}`);
});
