import Townsquare

/// What the presenter tells the About screen to show.
@MainActor
protocol AboutViewInput: AnyObject {
  func display(version: String)
}

/// What the About screen reports to its presenter. About is left with the back gesture only,
/// so the module has no wireframe protocol.
@MainActor
protocol AboutViewOutput: AnyObject {
  func viewIsReady()
}

/// The part of the shared settings this module uses.
@MainActor
protocol AboutInteractorInput: AnyObject {
  var versionText: String { get }
}

/// The shared interactor is the module's interactor as it is (see `VIPERApp`).
extension SettingsInteractor: AboutInteractorInput {}
