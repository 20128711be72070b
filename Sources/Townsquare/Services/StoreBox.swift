/// The one mutable copy of ``PersistentStores`` for an app run, shared by the services so that
/// they all see each other's writes, as UserDefaults and the Keychain would.
@MainActor
final class StoreBox {
  var stores: PersistentStores

  init(_ stores: PersistentStores) {
    self.stores = stores
  }
}
