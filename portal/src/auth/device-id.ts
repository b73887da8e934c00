const DEVICE_ID_KEY = 'harakeke.deviceId';

/** spec 1 §3: a device id generated once and kept locally; every call and the sign-in carry it. */
export function deviceId(storage: Storage = localStorage): string {
  let id = storage.getItem(DEVICE_ID_KEY);
  if (!id) {
    id = crypto.randomUUID();
    storage.setItem(DEVICE_ID_KEY, id);
  }
  return id;
}
