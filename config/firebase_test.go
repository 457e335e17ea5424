package config

import (
	"slices"
	"strings"
	"testing"
)

// validFirebase is a project as Firebase's console gives it.
func validFirebase() Firebase {
	return Firebase{
		APIKey: "AIzaSyDemoKey_0123456789abcdefghijklmn", AuthDomain: "casino-1234.firebaseapp.com",
		ProjectID: "casino-1234", AppID: "1:1234567890:web:0a1b2c3d4e5f",
	}
}

func TestValidateFirebase(t *testing.T) {
	tests := []struct {
		name   string
		change func(*Firebase)
		want   []string
	}{
		{"none", func(f *Firebase) { *f = Firebase{} }, nil},
		{"a project", func(*Firebase) {}, nil},
		{"with SMS and the emulator", func(f *Firebase) { f.SMS, f.EmulatorHost = true, "127.0.0.1:9099" }, nil},
		{"the emulator on localhost", func(f *Firebase) { f.EmulatorHost = "localhost:9099" }, nil},
		{"SMS alone is a project half named", func(f *Firebase) { *f = Firebase{SMS: true} }, []string{
			`sites[0].firebase.api_key: "" is not a Firebase web API key (letters, digits, - and _)`,
			`sites[0].firebase.auth_domain: "" is not a host name such as casino-1234.firebaseapp.com`,
			`sites[0].firebase.project_id: "" is not a Firebase project id (6 to 30 lower-case letters, digits and -)`,
			`sites[0].firebase.app_id: "" is not a Firebase web app id such as 1:1234567890:web:0a1b2c3d4e5f`,
		}},
		{"every field wrong", func(f *Firebase) {
			f.APIKey, f.AuthDomain, f.ProjectID, f.AppID = "key with spaces", "https://casino.firebaseapp.com", "Casino", "casino"
		}, []string{
			`sites[0].firebase.api_key: "key with spaces" is not a Firebase web API key (letters, digits, - and _)`,
			`sites[0].firebase.auth_domain: "https://casino.firebaseapp.com" is not a host name such as casino-1234.firebaseapp.com`,
			`sites[0].firebase.project_id: "Casino" is not a Firebase project id (6 to 30 lower-case letters, digits and -)`,
			`sites[0].firebase.app_id: "casino" is not a Firebase web app id such as 1:1234567890:web:0a1b2c3d4e5f`,
		}},
		{"an emulator elsewhere", func(f *Firebase) { f.EmulatorHost = "10.0.0.5:9099" }, []string{
			`sites[0].firebase.emulator_host: "10.0.0.5:9099" must be host:port on this machine, such as 127.0.0.1:9099`,
		}},
		{"an emulator without a port", func(f *Firebase) { f.EmulatorHost = "127.0.0.1" }, []string{
			`sites[0].firebase.emulator_host: "127.0.0.1" must be host:port on this machine, such as 127.0.0.1:9099`,
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := defaultConfig()
			c.Sites[0].Firebase = validFirebase()
			tt.change(&c.Sites[0].Firebase)
			wantInvalid(t, c, tt.want)
		})
	}
}

func TestFirebaseSources(t *testing.T) {
	if got := (Firebase{}).Sources(); got.Script != nil || got.Connect != nil || got.Frame != nil {
		t.Errorf("no project reaches nothing: %+v", got)
	}
	f := validFirebase()
	got := f.Sources()
	if !slices.Equal(got.Script, []string{"https://apis.google.com"}) ||
		!slices.Equal(got.Connect, []string{"https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com"}) ||
		!slices.Equal(got.Frame, []string{"https://casino-1234.firebaseapp.com"}) {
		t.Errorf("a project: %+v", got)
	}
	f.SMS = true
	got = f.Sources()
	if !slices.Contains(got.Script, "https://www.gstatic.com/recaptcha/") || !slices.Contains(got.Frame, "https://www.google.com/recaptcha/") {
		t.Errorf("a phone sign-in needs reCAPTCHA: %+v", got)
	}
	f.EmulatorHost = "127.0.0.1:9099"
	got = f.Sources()
	if !slices.Equal(got.Connect, []string{"http://127.0.0.1:9099"}) || !slices.Equal(got.Frame, []string{"http://127.0.0.1:9099"}) ||
		!slices.Equal(got.Script, []string{"https://apis.google.com"}) {
		t.Errorf("the emulator stands for Google and needs no reCAPTCHA: %+v", got)
	}
}

// TestLoadFirebase reads a site's project from a file and from BFF_SITES, and the journeys'
// sites: the demo's project on the emulator, and the strict site's.
func TestLoadFirebase(t *testing.T) {
	file := writeFile(t, "firebase.yaml", `
sites:
  - id: demo
    hosts: [127.0.0.1]
    merchant: DEMO
    name: Demo
    languages: [bn, en]
    currency: {code: BDT, symbol: "৳"}
    theme: {primary: "#0f766e", accent: "#f59e0b"}
    firebase:
      api_key: AIzaSyDemoKey_0123456789abcdefghijklmn
      auth_domain: casino-1234.firebaseapp.com
      project_id: casino-1234
      app_id: "1:1234567890:web:0a1b2c3d4e5f"
      sms: true
`)
	c, err := Load(nil, []string{"--config", file}, env())
	if err != nil {
		t.Fatal(err)
	}
	want := validFirebase()
	want.SMS = true
	if c.Sites[0].Firebase != want {
		t.Errorf("from a file: %+v", c.Sites[0].Firebase)
	}
	c, err = Load(nil, nil, env("BFF_SITES", `[{"id":"a","hosts":["a.example"],"merchant":"A","name":"A","languages":["en"],
		"currency":{"code":"USD","symbol":"$"},"theme":{"primary":"#000","accent":"#fff"},
		"firebase":{"api_key":"k","auth_domain":"a.firebaseapp.com","project_id":"demo-a-site","app_id":"1:2:web:3","emulator_host":"127.0.0.1:9099"}}]`))
	if err != nil {
		t.Fatal(err)
	}
	if f := c.Sites[0].Firebase; f.ProjectID != "demo-a-site" || f.EmulatorHost != "127.0.0.1:9099" || f.SMS {
		t.Errorf("from BFF_SITES: %+v", f)
	}
	c, err = Load(nil, []string{"--config", "../testdata/config/e2e.yaml"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	demo, strict := c.Sites[0].Firebase, c.Sites[1].Firebase
	if !strings.HasPrefix(demo.ProjectID, "demo-") || demo.EmulatorHost == "" || !demo.SMS {
		t.Errorf("the demo site signs in on the emulator, SMS too: %+v", demo)
	}
	if !strict.Enabled() || strict.EmulatorHost != demo.EmulatorHost {
		t.Errorf("the strict site has a project on the same emulator (its switches keep it off): %+v", strict)
	}
}
