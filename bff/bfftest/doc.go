// Package bfftest is the test harness every feature's tests share: the BFF over in-memory fakes
// of its adapters (Harness), the BFF over the real upstream client, cache and fake upstream
// (Stack), requests as the site sends them, problem checks, what a server logged (Logs), the
// contract, the goldens that the site's msw handlers serve with the cases the money features
// build them of (Then, Under, SentBefore, LateWrites), and the scripted scenarios both must
// answer alike (RunScenarios). It is imported by tests only.
package bfftest
