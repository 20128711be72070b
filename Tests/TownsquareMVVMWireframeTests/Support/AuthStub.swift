import Townsquare

@testable import TownsquareMVVMWireframe

/// The auth rules a view-model test gives: every login and sign-up answers `user`, or fails
/// with `refusal` when it is nil; a reset link is sent unless `resetRefusal` is set; the calls
/// are recorded.
@MainActor
final class AuthStub: AuthServicing {
  var user: User?
  var refusal = AuthError.invalidCredentials
  var resetRefusal: PasswordResetError?
  private(set) var calls: [String] = []

  init(user: User? = nil) {
    self.user = user
  }

  func login(email: String, password: String) throws(AuthError) -> User {
    calls.append("login \(email)")
    guard let user else { throw refusal }
    return user
  }

  func signUp(name: String, email: String, password: String) throws(AuthError) -> User {
    calls.append("sign up \(email)")
    guard let user else { throw refusal }
    return user
  }

  func requestPasswordReset(email: String) throws(PasswordResetError) -> String {
    calls.append("reset \(email)")
    if let resetRefusal { throw resetRefusal }
    return "sent to \(email)"
  }

  func logout() {
    calls.append("logout")
  }
}
