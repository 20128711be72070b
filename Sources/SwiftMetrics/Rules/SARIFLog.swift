import Foundation

/// The violations as a SARIF 2.1.0 log, for code-scanning tools: one run of the tool
/// `workbench`, a rule entry for each rule of the file (id, short and full description), and a
/// result for each violation (rule id, level `error`, message, file and start line). With a
/// baseline, each result says whether it is new or unchanged, and a baselined one is marked
/// suppressed (external), so that tools that show suppressions can hide it.
public enum SARIFLog {
  public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

  public static func render(
    rules: RulesFile, violations: [RuleViolation], newViolations: [RuleViolation]?
  ) -> Data {
    let ruleIDs = rules.rules
    let driverRules: [[String: Any]] = ruleIDs.map { rule in
      [
        "id": rule.id, "name": rule.id,
        "shortDescription": ["text": rule.summary],
        "fullDescription": ["text": rule.explanation],
        "defaultConfiguration": ["level": "error"],
      ]
    }
    let results: [[String: Any]] = violations.map { violation in
      var result: [String: Any] = [
        "ruleId": violation.rule.id,
        "ruleIndex": ruleIDs.firstIndex(of: violation.rule) ?? 0,
        "level": "error",
        "message": ["text": violation.message],
        "locations": [
          [
            "physicalLocation": [
              "artifactLocation": ["uri": uri(violation.file)],
              "region": ["startLine": max(1, violation.line)],
            ]
          ]
        ],
        "partialFingerprints": ["workbenchKey/v1": violation.key],
      ]
      if let newViolations {
        let isNew = newViolations.contains(violation)
        result["baselineState"] = isNew ? "new" : "unchanged"
        if !isNew {
          result["suppressions"] = [["kind": "external", "justification": "in the baseline"]]
        }
      }
      return result
    }
    let log: [String: Any] = [
      "$schema": schema,
      "version": "2.1.0",
      "runs": [
        [
          "tool": [
            "driver": [
              "name": "workbench",
              "rules": driverRules,
            ]
          ],
          "results": results,
        ]
      ],
    ]
    let data =
      (try? JSONSerialization.data(
        withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
      ?? Data()
    return data + Data("\n".utf8)
  }

  /// A relative path as a relative URI reference (percent-encoded), an absolute one as a
  /// `file://` URI.
  static func uri(_ path: String) -> String {
    let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    return path.hasPrefix("/") ? "file://" + encoded : encoded
  }
}
