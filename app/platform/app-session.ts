import type {HydrogenSession} from '@shopify/hydrogen';
import {createCookieSessionStorage, type Session, type SessionStorage} from 'react-router';
import {isSecureRequest} from '~/platform/request';

/** One storage per cookie setting for the isolate's life: making it costs a request about 0.5 ms. */
const storages = new Map<string, SessionStorage>();

function cookieSessionStorage(secure: boolean, secrets: string[]): SessionStorage {
  const key = JSON.stringify([secure, secrets]);
  let storage = storages.get(key);
  if (!storage) {
    storage = createCookieSessionStorage({cookie: {name: 'session', httpOnly: true, path: '/', sameSite: 'lax', secure, secrets}});
    storages.set(key, storage);
  }
  return storage;
}

/** Signed cookie session; the only server-side state the app keeps. */
export class AppSession implements HydrogenSession {
  public isPending = false;

  #sessionStorage;
  #session;

  constructor(sessionStorage: SessionStorage, session: Session) {
    this.#sessionStorage = sessionStorage;
    this.#session = session;
  }

  static async init(request: Request, secrets: string[]) {
    const storage = cookieSessionStorage(isSecureRequest(request), secrets);
    const session = await storage
      .getSession(request.headers.get('Cookie'))
      .catch(() => storage.getSession());
    return new this(storage, session);
  }

  get has() {
    return this.#session.has;
  }

  get get() {
    return this.#session.get;
  }

  get flash() {
    return this.#session.flash;
  }

  get unset() {
    this.isPending = true;
    return this.#session.unset;
  }

  get set() {
    this.isPending = true;
    return this.#session.set;
  }

  destroy() {
    return this.#sessionStorage.destroySession(this.#session);
  }

  commit() {
    this.isPending = false;
    return this.#sessionStorage.commitSession(this.#session);
  }
}
