// Debian's Chromium (DEVELOPERS.md: no browser downloads here), with the flags this machine
// needs: as root it needs --no-sandbox, and background networking is refused by the network.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
};
