/// The SwiftMetrics module. (Placeholder until its issue fills it.)
public enum SwiftMetricsModule {
  public static let name = "SwiftMetrics"
}
