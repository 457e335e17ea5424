//go:build !race

package fakeupstream

// raceDetector: see race_test.go.
const raceDetector = false
