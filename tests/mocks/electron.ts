// The one shared stand-in for the `electron` module (aliased in vitest.config.ts, project
// `main`). The Electron binary cannot run on the CI machine; everything else in the main
// process is real. Each fake records what it was asked so tests can assert on it; tests import
// the helpers (resetElectronMock, ipcMain.invokeFrom, ...) from this file directly.
import { EventEmitter } from 'node:events'

export type Call = { name: string; args: unknown[] }
/** Every recorded call, in order, across all fakes. */
export const calls: Call[] = []
function record(name: string, ...args: unknown[]): void {
  calls.push({ name, args })
}
export function callsTo(name: string): unknown[][] {
  return calls.filter((c) => c.name === name).map((c) => c.args)
}

class Emitter extends EventEmitter {}

export const app = Object.assign(new Emitter(), {
  isPackaged: false,
  name: 'Uptray',
  singleInstance: true,
  paths: new Map<string, string>([['userData', '/tmp/uptray-electron-mock']]),
  whenReady: () => Promise.resolve(),
  quit: () => record('app.quit'),
  exit: (code?: number) => record('app.exit', code),
  /** The OS's preferred languages and the app's locale (tests set them to pick a language). */
  preferredLanguages: ['en-US'] as string[],
  locale: 'en-US',
  getPreferredSystemLanguages: () => [...app.preferredLanguages],
  getLocale: () => app.locale,
  getVersion: () => '0.1.0',
  getName: () => 'Uptray',
  getPath: (name: string) => app.paths.get(name) ?? `/tmp/uptray-electron-mock/${name}`,
  getAppPath: () => '/tmp/uptray-electron-mock/app',
  requestSingleInstanceLock: () => {
    record('app.requestSingleInstanceLock')
    return app.singleInstance
  },
  setLoginItemSettings: (settings: unknown) => record('app.setLoginItemSettings', settings),
  setBadgeCount: (count: number) => {
    record('app.setBadgeCount', count)
    return true
  },
  setAppUserModelId: (id: string) => record('app.setAppUserModelId', id),
  setAsDefaultProtocolClient: (protocol: string) => {
    record('app.setAsDefaultProtocolClient', protocol)
    return true
  },
  dock: {
    visible: true,
    show: () => {
      app.dock.visible = true
      record('app.dock.show')
      return Promise.resolve()
    },
    hide: () => {
      app.dock.visible = false
      record('app.dock.hide')
    },
  },
})

let nextWebContentsId = 1

export class WebContents extends Emitter {
  readonly id = nextWebContentsId++
  url = ''
  sent: { channel: string; payload: unknown }[] = []
  windowOpenHandler: ((details: { url: string }) => { action: 'allow' | 'deny' }) | null = null
  destroyed = false
  mainFrame: { url: string } = { url: '' }
  send(channel: string, payload: unknown): void {
    this.sent.push({ channel, payload })
  }
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'allow' | 'deny' }): void {
    this.windowOpenHandler = handler
  }
  isDestroyed(): boolean {
    return this.destroyed
  }
  getURL(): string {
    return this.url
  }
  focus(): void {}
  /** Test helper: fires `will-navigate` and says whether the app let it happen. */
  tryNavigate(url: string): boolean {
    let prevented = false
    this.emit('will-navigate', { preventDefault: () => (prevented = true), url }, url)
    return !prevented
  }
}

type Bounds = { x: number; y: number; width: number; height: number }

export class BrowserWindow extends Emitter {
  static all: BrowserWindow[] = []
  static getAllWindows(): BrowserWindow[] {
    return BrowserWindow.all.filter((w) => !w.destroyed)
  }
  readonly webContents = new WebContents()
  readonly options: Record<string, unknown>
  bounds: Bounds
  visible = false
  destroyed = false
  focused = false
  overlay: { image: unknown; description: string } | null = null
  constructor(options: Record<string, unknown> = {}) {
    super()
    this.options = options
    this.bounds = {
      x: Number(options.x ?? 0),
      y: Number(options.y ?? 0),
      width: Number(options.width ?? 800),
      height: Number(options.height ?? 600),
    }
    this.visible = options.show !== false
    BrowserWindow.all.push(this)
    record('BrowserWindow.new', options)
  }
  loadURL(url: string): Promise<void> {
    this.webContents.url = url
    this.webContents.mainFrame.url = url
    record('BrowserWindow.loadURL', url)
    return Promise.resolve()
  }
  loadFile(path: string, options?: { hash?: string }): Promise<void> {
    return this.loadURL(`file://${path}${options?.hash ? `#${options.hash}` : ''}`)
  }
  show(): void {
    this.visible = true
    this.focused = true
    this.emit('show')
  }
  hide(): void {
    this.visible = false
    this.focused = false
    this.emit('hide')
  }
  focus(): void {
    this.focused = true
  }
  restore(): void {}
  isMinimized(): boolean {
    return false
  }
  isVisible(): boolean {
    return this.visible
  }
  isFocused(): boolean {
    return this.focused
  }
  isDestroyed(): boolean {
    return this.destroyed
  }
  getBounds(): Bounds {
    return { ...this.bounds }
  }
  setBounds(bounds: Partial<Bounds>): void {
    this.bounds = { ...this.bounds, ...bounds }
  }
  setPosition(x: number, y: number): void {
    this.bounds = { ...this.bounds, x, y }
  }
  getSize(): [number, number] {
    return [this.bounds.width, this.bounds.height]
  }
  setBackgroundColor(color: string): void {
    record('BrowserWindow.setBackgroundColor', color)
  }
  setOverlayIcon(image: unknown, description: string): void {
    this.overlay = image ? { image, description } : null
  }
  /** Test helper: a user clicking the close button; says whether the window really closed. */
  userClose(): boolean {
    let prevented = false
    this.emit('close', { preventDefault: () => (prevented = true) })
    if (!prevented) this.destroy()
    return !prevented
  }
  close(): void {
    this.userClose()
  }
  destroy(): void {
    this.destroyed = true
    this.webContents.destroyed = true
    this.emit('closed')
  }
}

export class NativeImage {
  readonly representations: { scaleFactor: number; buffer: Buffer }[] = []
  template = false
  addRepresentation(rep: { scaleFactor: number; buffer?: Buffer }): void {
    this.representations.push({
      scaleFactor: rep.scaleFactor,
      buffer: rep.buffer ?? Buffer.alloc(0),
    })
  }
  setTemplateImage(value: boolean): void {
    this.template = value
  }
  isTemplateImage(): boolean {
    return this.template
  }
  isEmpty(): boolean {
    return this.representations.length === 0
  }
  toPNG(): Buffer {
    return this.representations[0]?.buffer ?? Buffer.alloc(0)
  }
}

export const nativeImage = {
  createEmpty: () => new NativeImage(),
  createFromBuffer: (buffer: Buffer, options?: { scaleFactor?: number }) => {
    const image = new NativeImage()
    image.addRepresentation({ scaleFactor: options?.scaleFactor ?? 1, buffer })
    return image
  },
}

export class Menu {
  constructor(readonly template: MenuTemplateItem[]) {}
  static buildFromTemplate(template: MenuTemplateItem[]): Menu {
    return new Menu(template)
  }
}
export type MenuTemplateItem = {
  id?: string
  label?: string
  type?: string
  enabled?: boolean
  click?: () => void
  submenu?: MenuTemplateItem[]
}

export class Tray extends Emitter {
  static all: Tray[] = []
  image: NativeImage
  title = ''
  tooltip = ''
  contextMenu: Menu | null = null
  poppedUp: Menu[] = []
  destroyed = false
  constructor(image: NativeImage) {
    super()
    this.image = image
    Tray.all.push(this)
  }
  setImage(image: NativeImage): void {
    this.image = image
  }
  setTitle(title: string): void {
    this.title = title
  }
  setToolTip(tooltip: string): void {
    this.tooltip = tooltip
  }
  setContextMenu(menu: Menu | null): void {
    this.contextMenu = menu
  }
  popUpContextMenu(menu?: Menu): void {
    if (menu) this.poppedUp.push(menu)
  }
  getBounds(): Bounds {
    return { x: 1500, y: 0, width: 22, height: 22 }
  }
  destroy(): void {
    this.destroyed = true
  }
}

export class Notification extends Emitter {
  static shown: Notification[] = []
  static supported = true
  static isSupported(): boolean {
    return Notification.supported
  }
  constructor(readonly options: Record<string, unknown>) {
    super()
  }
  show(): void {
    Notification.shown.push(this)
  }
  close(): void {}
}

type InvokeEvent = {
  sender: WebContents
  senderFrame: { url: string } | null
}
type Handler = (event: InvokeEvent, ...args: unknown[]) => unknown

export const ipcMain = {
  handlers: new Map<string, Handler>(),
  listeners: new Map<string, unknown>(),
  on(channel: string, listener: unknown): void {
    ipcMain.listeners.set(channel, listener)
  },
  handle(channel: string, handler: Handler): void {
    if (ipcMain.handlers.has(channel)) {
      throw new Error(`Attempted to register a second handler for '${channel}'`)
    }
    ipcMain.handlers.set(channel, handler)
  },
  removeHandler(channel: string): void {
    ipcMain.handlers.delete(channel)
  },
  /** Test helper: what the renderer of `sender` would get from ipcRenderer.invoke. */
  async invokeFrom(sender: WebContents, channel: string, ...args: unknown[]): Promise<unknown> {
    const handler = ipcMain.handlers.get(channel)
    if (!handler) throw new Error(`No handler registered for '${channel}'`)
    return handler({ sender, senderFrame: { url: sender.mainFrame.url } }, ...args)
  },
}

type RendererListener = (event: unknown, payload: unknown) => void
export const ipcRenderer = Object.assign(new Emitter(), {
  invoked: [] as { channel: string; args: unknown[] }[],
  invokeResult: undefined as unknown,
  invoke(channel: string, ...args: unknown[]): Promise<unknown> {
    ipcRenderer.invoked.push({ channel, args })
    return Promise.resolve(ipcRenderer.invokeResult)
  },
  /** Test helper: main sends `payload` on `channel` to this renderer. */
  deliver(channel: string, payload: unknown): void {
    ipcRenderer.emit(channel, { senderId: 0 }, payload)
  },
}) as Emitter & {
  invoked: { channel: string; args: unknown[] }[]
  invokeResult: unknown
  invoke(channel: string, ...args: unknown[]): Promise<unknown>
  deliver(channel: string, payload: unknown): void
  on(channel: string, listener: RendererListener): unknown
}

export const contextBridge = {
  exposed: new Map<string, unknown>(),
  exposeInMainWorld(key: string, api: unknown) {
    contextBridge.exposed.set(key, api)
  },
}

export const shell = {
  opened: [] as string[],
  openExternal(url: string): Promise<void> {
    shell.opened.push(url)
    return Promise.resolve()
  },
}

type Display = { id: number; workArea: Bounds; bounds: Bounds; scaleFactor: number }
const defaultDisplays = (): Display[] => [
  {
    id: 1,
    workArea: { x: 0, y: 25, width: 1728, height: 1092 },
    bounds: { x: 0, y: 0, width: 1728, height: 1117 },
    scaleFactor: 2,
  },
]
export const screen = {
  displays: defaultDisplays(),
  getAllDisplays: () => screen.displays,
  getPrimaryDisplay: () => screen.displays[0],
  getDisplayNearestPoint: (point: { x: number; y: number }) =>
    screen.displays.find(
      (d) =>
        point.x >= d.bounds.x &&
        point.x < d.bounds.x + d.bounds.width &&
        point.y >= d.bounds.y &&
        point.y < d.bounds.y + d.bounds.height,
    ) ?? screen.displays[0],
  getCursorScreenPoint: () => ({ x: 100, y: 100 }),
}

export const powerMonitor = new Emitter()

export const net = {
  online: true,
  isOnline: () => net.online,
  fetch: (input: string, init?: RequestInit) => {
    record('net.fetch', input)
    return fetch(input, init)
  },
}

export const nativeTheme = Object.assign(new Emitter(), {
  shouldUseDarkColors: false,
  themeSource: 'system' as 'system' | 'light' | 'dark',
})

export const globalShortcut = {
  registered: new Map<string, () => void>(),
  /** Accelerators another app already holds: registering them fails. */
  taken: new Set<string>(),
  register(accelerator: string, callback: () => void): boolean {
    if (globalShortcut.taken.has(accelerator)) return false
    globalShortcut.registered.set(accelerator, callback)
    return true
  },
  unregister(accelerator: string): void {
    globalShortcut.registered.delete(accelerator)
  },
  unregisterAll(): void {
    globalShortcut.registered.clear()
  },
}

type HeadersListener = (
  details: { url: string; responseHeaders?: Record<string, string[]> },
  callback: (response: { responseHeaders?: Record<string, string[]> }) => void,
) => void
export const session = {
  defaultSession: {
    headersListener: null as HeadersListener | null,
    permissionRequestHandler: null as unknown,
    permissionCheckHandler: null as unknown,
    webRequest: {
      onHeadersReceived(listener: HeadersListener) {
        session.defaultSession.headersListener = listener
      },
    },
    setPermissionRequestHandler(handler: unknown) {
      session.defaultSession.permissionRequestHandler = handler
    },
    setPermissionCheckHandler(handler: unknown) {
      session.defaultSession.permissionCheckHandler = handler
    },
  },
}

/** Puts every fake back to its initial state (call in beforeEach). */
export function resetElectronMock(): void {
  calls.length = 0
  app.removeAllListeners()
  app.singleInstance = true
  app.preferredLanguages = ['en-US']
  app.locale = 'en-US'
  app.dock.visible = true
  BrowserWindow.all = []
  Tray.all = []
  Notification.shown = []
  Notification.supported = true
  ipcMain.handlers.clear()
  ipcRenderer.removeAllListeners()
  ipcRenderer.invoked = []
  ipcRenderer.invokeResult = undefined
  contextBridge.exposed.clear()
  shell.opened = []
  screen.displays = defaultDisplays()
  powerMonitor.removeAllListeners()
  net.online = true
  nativeTheme.removeAllListeners()
  nativeTheme.shouldUseDarkColors = false
  nativeTheme.themeSource = 'system'
  globalShortcut.registered.clear()
  globalShortcut.taken.clear()
  session.defaultSession.headersListener = null
  session.defaultSession.permissionRequestHandler = null
  session.defaultSession.permissionCheckHandler = null
}

export default {
  app,
  BrowserWindow,
  Menu,
  Notification,
  Tray,
  contextBridge,
  globalShortcut,
  ipcMain,
  ipcRenderer,
  nativeImage,
  nativeTheme,
  net,
  powerMonitor,
  screen,
  session,
  shell,
}
