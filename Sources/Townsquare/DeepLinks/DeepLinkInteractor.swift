import Foundation

/// Checks opened URLs (form and id) and decides whether to apply, keep or reject them.
@MainActor
public final class DeepLinkInteractor {
  private let posts: PostRepository
  private let users: UserRepository
  private let launch: LaunchInteractor
  private let inbox: DeepLinkInbox
  private let log: AppLog

  init(
    posts: PostRepository, users: UserRepository, launch: LaunchInteractor, inbox: DeepLinkInbox,
    log: AppLog
  ) {
    self.posts = posts
    self.users = users
    self.launch = launch
    self.inbox = inbox
    self.log = log
  }

  /// The link `url` names, if its form is valid and its id exists.
  public func validate(_ url: String) throws(DeepLinkRejection) -> DeepLink {
    let link = try DeepLinkParser.parse(url)
    switch link {
    case .post(let id) where posts.post(id: id) == nil: throw .unknownPost(id)
    case .user(let id) where users.user(id: id) == nil: throw .unknownUser(id)
    default: return link
    }
  }

  /// Handles an opened URL: a rejected one is logged as
  /// `unhandled deep link "URL": REASON`; a valid one is applied when MainTabs is up, else kept.
  public func open(_ url: String) -> DeepLinkDecision {
    let link: DeepLink
    do {
      link = try validate(url)
    } catch {
      log.record("unhandled deep link \(quoted(url)): \(error.reason)")
      return .rejected(error)
    }
    guard launch.destination == .mainTabs else {
      inbox.keep(link)
      return .kept(link)
    }
    return .navigate(link)
  }

  /// The kept link, once, for right after login or sign-up.
  public func takePending() -> DeepLink? {
    inbox.take()
  }

  /// The URL in double quotes with `"` and `\` escaped, as the scenario language writes it.
  private func quoted(_ text: String) -> String {
    let escaped = text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"")
    return "\"\(escaped)\""
  }
}
