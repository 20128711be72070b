/// The DI container of one app run: every variant is built from it.
///
/// All services share one copy of the persistent stores. A relaunch is
/// `AppEnvironment(stores: old.persistentStores)`: what is persisted
/// carries over; the deep-link inbox and the app log start empty.
@MainActor
public final class AppEnvironment {
  public let sessionStore: SessionStore
  public let preferences: PreferencesStore
  public let users: UserRepository
  public let posts: PostRepository
  public let log: AppLog
  public let deepLinkInbox: DeepLinkInbox

  public let auth: AuthInteractor
  public let onboarding: OnboardingInteractor
  public let launch: LaunchInteractor
  public let feed: FeedInteractor
  public let profile: ProfileInteractor
  public let settings: SettingsInteractor
  public let deepLinks: DeepLinkInteractor

  private let box: StoreBox

  public init(stores: PersistentStores = .fresh) {
    let box = StoreBox(stores)
    self.box = box
    sessionStore = SessionStore(box: box)
    preferences = PreferencesStore(box: box)
    users = UserRepository(box: box)
    posts = PostRepository()
    log = AppLog()
    deepLinkInbox = DeepLinkInbox()
    auth = AuthInteractor(users: users, sessions: sessionStore, preferences: preferences)
    onboarding = OnboardingInteractor(preferences: preferences)
    launch = LaunchInteractor(preferences: preferences, auth: auth)
    feed = FeedInteractor(posts: posts, users: users)
    profile = ProfileInteractor(users: users, auth: auth)
    settings = SettingsInteractor(preferences: preferences)
    deepLinks = DeepLinkInteractor(
      posts: posts, users: users, launch: launch, inbox: deepLinkInbox, log: log)
  }

  /// What would survive if the app were killed now.
  public var persistentStores: PersistentStores { box.stores }
}
