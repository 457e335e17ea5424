package deploy_test

import (
	"bufio"
	"bytes"
	"encoding/base64"
	"encoding/json"
	"errors"
	"io"
	"io/fs"
	"net"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	appsv1 "k8s.io/api/apps/v1"
	autoscalingv2 "k8s.io/api/autoscaling/v2"
	corev1 "k8s.io/api/core/v1"
	networkingv1 "k8s.io/api/networking/v1"
	policyv1 "k8s.io/api/policy/v1"
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/serializer"
	"k8s.io/apimachinery/pkg/util/intstr"
	utilyaml "k8s.io/apimachinery/pkg/util/yaml"
	"sigs.k8s.io/yaml"

	"github.com/casinobff/bff/bff/bfftest"
	"github.com/casinobff/bff/config"
)

// The folders of manifests, each applied with kubectl apply -k.
const (
	bffDir   = "kubernetes"
	redisDir = "kubernetes/redis"
)

// The image's promises (Dockerfile) that the manifests rely on, and the admin port
// (admin_listen: /metrics, not behind the Service).
const (
	imageUser = 65532
	bffPort   = 8080
	adminPort = 9090
)

// manifests is every object of both folders, decoded.
type manifests struct {
	deployment    *appsv1.Deployment
	configMap     *corev1.ConfigMap
	service       *corev1.Service
	hpa           *autoscalingv2.HorizontalPodAutoscaler
	pdb           *policyv1.PodDisruptionBudget
	networkPolicy *networkingv1.NetworkPolicy

	redis              *appsv1.StatefulSet
	redisService       *corev1.Service
	redisNetworkPolicy *networkingv1.NetworkPolicy
}

// decoder decodes YAML or JSON into the API type of its apiVersion and kind, strictly, as the
// API server does: an unknown field, a field in the wrong case or a duplicate field is an
// error, and so is a kind it does not know.
func decoder(t *testing.T) runtime.Decoder {
	t.Helper()
	scheme := runtime.NewScheme()
	for _, add := range []func(*runtime.Scheme) error{
		appsv1.AddToScheme, corev1.AddToScheme, autoscalingv2.AddToScheme,
		policyv1.AddToScheme, networkingv1.AddToScheme,
	} {
		if err := add(scheme); err != nil {
			t.Fatal(err)
		}
	}
	return serializer.NewCodecFactory(scheme, serializer.EnableStrict).UniversalDeserializer()
}

// decodeFile decodes every YAML document of a file.
func decodeFile(t *testing.T, dec runtime.Decoder, name string) []runtime.Object {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	var objs []runtime.Object
	r := utilyaml.NewYAMLReader(bufio.NewReader(bytes.NewReader(data)))
	for {
		doc, err := r.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if j, err := yaml.YAMLToJSON(doc); err == nil && string(j) == "null" {
			continue // only comments
		}
		obj, _, err := dec.Decode(doc, nil, nil)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		objs = append(objs, obj)
	}
	if len(objs) == 0 {
		t.Fatalf("%s: no object", name)
	}
	return objs
}

// kustomization is the part of kustomization.yaml the manifests use; decoding into it
// strictly refuses any other field, so that a new one gets checked here first.
type kustomization struct {
	APIVersion string   `json:"apiVersion"`
	Kind       string   `json:"kind"`
	Resources  []string `json:"resources"`
	Images     []struct {
		Name    string `json:"name"`
		NewName string `json:"newName,omitempty"`
		NewTag  string `json:"newTag,omitempty"`
		Digest  string `json:"digest,omitempty"`
	} `json:"images,omitempty"`
}

// loadDir decodes the files dir's kustomization.yaml lists, after checking that it lists
// every YAML file of dir and nothing else.
func loadDir(t *testing.T, dec runtime.Decoder, dir string) []runtime.Object {
	objs, _ := loadKustomization(t, dec, dir)
	return objs
}

// loadKustomization is loadDir that also returns the kustomization.
func loadKustomization(t *testing.T, dec runtime.Decoder, dir string) ([]runtime.Object, kustomization) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, "kustomization.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	var k kustomization
	if err := yaml.UnmarshalStrict(data, &k); err != nil {
		t.Fatalf("%s/kustomization.yaml: %v", dir, err)
	}
	if k.APIVersion != "kustomize.config.k8s.io/v1beta1" || k.Kind != "Kustomization" {
		t.Errorf("%s/kustomization.yaml: apiVersion %q kind %q", dir, k.APIVersion, k.Kind)
	}
	files, err := filepath.Glob(filepath.Join(dir, "*.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	var onDisk []string
	for _, f := range files {
		if base := filepath.Base(f); base != "kustomization.yaml" {
			onDisk = append(onDisk, base)
		}
	}
	listed := slices.Sorted(slices.Values(k.Resources))
	if !slices.Equal(listed, onDisk) {
		t.Errorf("%s/kustomization.yaml lists %v; the folder holds %v", dir, listed, onDisk)
	}
	var objs []runtime.Object
	for _, f := range k.Resources {
		objs = append(objs, decodeFile(t, dec, filepath.Join(dir, f))...)
	}
	return objs, k
}

// load decodes both folders and sorts their objects by kind, one of each expected.
func load(t *testing.T) manifests {
	t.Helper()
	dec := decoder(t)
	var m manifests
	for _, obj := range loadDir(t, dec, bffDir) {
		switch o := obj.(type) {
		case *appsv1.Deployment:
			m.deployment = only(t, m.deployment, o)
		case *corev1.ConfigMap:
			m.configMap = only(t, m.configMap, o)
		case *corev1.Service:
			m.service = only(t, m.service, o)
		case *autoscalingv2.HorizontalPodAutoscaler:
			m.hpa = only(t, m.hpa, o)
		case *policyv1.PodDisruptionBudget:
			m.pdb = only(t, m.pdb, o)
		case *networkingv1.NetworkPolicy:
			m.networkPolicy = only(t, m.networkPolicy, o)
		default:
			// A Secret among them would be a key in the repository: the cookie key is created
			// per environment with kubectl create secret.
			t.Errorf("%s: unexpected %T", bffDir, obj)
		}
	}
	for _, obj := range loadDir(t, dec, redisDir) {
		switch o := obj.(type) {
		case *appsv1.StatefulSet:
			m.redis = only(t, m.redis, o)
		case *corev1.Service:
			m.redisService = only(t, m.redisService, o)
		case *networkingv1.NetworkPolicy:
			m.redisNetworkPolicy = only(t, m.redisNetworkPolicy, o)
		default:
			t.Errorf("%s: unexpected %T", redisDir, obj)
		}
	}
	if m.deployment == nil || m.configMap == nil || m.service == nil || m.hpa == nil || m.pdb == nil ||
		m.networkPolicy == nil || m.redis == nil || m.redisService == nil || m.redisNetworkPolicy == nil {
		t.Fatalf("missing objects: %+v", m)
	}
	return m
}

func only[T any](t *testing.T, have, got *T) *T {
	t.Helper()
	if have != nil {
		t.Errorf("two %T", got)
	}
	return got
}

// TestManifests: every document of both folders decodes strictly into its kind's API type,
// each folder's kustomization.yaml lists every file, and its image setting names the
// Deployment's image, so that `kustomize edit set image` reaches it.
func TestManifests(t *testing.T) {
	m := load(t)
	_, k := loadKustomization(t, decoder(t), bffDir)
	image := bffContainer(t, m.deployment).Image
	if i := strings.LastIndexAny(image, ":@"); i > strings.LastIndex(image, "/") {
		image = image[:i]
	}
	if len(k.Images) != 1 || k.Images[0].Name != image {
		t.Errorf("%s/kustomization.yaml images %+v: want one, named %s", bffDir, k.Images, image)
	}
}

// TestDecoderIsStrict shows that the decoder refuses what the API server would.
func TestDecoderIsStrict(t *testing.T) {
	dec := decoder(t)
	for name, doc := range map[string]string{
		"unknown field":   "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: x}\nspec: {replica: 3}\n",
		"wrong case":      "apiVersion: v1\nkind: Service\nmetadata: {name: x}\nspec: {Type: ClusterIP}\n",
		"duplicate field": "apiVersion: v1\nkind: Service\nmetadata: {name: x}\nspec: {type: ClusterIP, type: NodePort}\n",
		"unknown kind":    "apiVersion: v1\nkind: Servce\nmetadata: {name: x}\n",
	} {
		if _, _, err := dec.Decode([]byte(doc), nil, nil); err == nil {
			t.Errorf("%s: decoded without an error", name)
		}
	}
	if _, _, err := dec.Decode([]byte("apiVersion: v1\nkind: Service\nmetadata: {name: x}\nspec: {type: ClusterIP}\n"), nil, nil); err != nil {
		t.Errorf("a valid Service: %v", err)
	}
}

// TestProbesAnswer sends each probe's request, as the kubelet does (to the pod's address, any
// Host), to the BFF's own server, and the scrape annotation's path too.
func TestProbesAnswer(t *testing.T) {
	m := load(t)
	c := bffContainer(t, m.deployment)
	probes := map[string]*corev1.Probe{"startup": c.StartupProbe, "liveness": c.LivenessProbe, "readiness": c.ReadinessProbe}
	want := map[string]string{"startup": "/healthz", "liveness": "/healthz", "readiness": "/readyz"}
	h := bfftest.NewHarness(t)
	for name, p := range probes {
		if p == nil || p.HTTPGet == nil {
			t.Errorf("%s probe: want an httpGet", name)
			continue
		}
		if p.HTTPGet.Path != want[name] {
			t.Errorf("%s probe: path %s, want %s", name, p.HTTPGet.Path, want[name])
		}
		if port := containerPort(t, c, p.HTTPGet.Port); port != bffPort {
			t.Errorf("%s probe: port %d, want the BFF's %d", name, port, bffPort)
		}
		if p.TimeoutSeconds < 1 || p.PeriodSeconds < 1 || p.FailureThreshold < 1 {
			t.Errorf("%s probe: timeout %d period %d failures %d", name, p.TimeoutSeconds, p.PeriodSeconds, p.FailureThreshold)
		}
		rec := h.Do(http.MethodGet, p.HTTPGet.Path, http.Header{"Host": {"10.1.2.3:8080"}}, nil)
		if rec.Code != http.StatusOK {
			t.Errorf("%s probe: GET %s answers %d, want 200", name, p.HTTPGet.Path, rec.Code)
		}
	}
	metrics := m.deployment.Spec.Template.Annotations["prometheus.io/path"]
	if rec := h.Do(http.MethodGet, metrics, http.Header{"Host": {"10.1.2.3:8080"}}, nil); rec.Code != http.StatusOK {
		t.Errorf("scrape path %q answers %d, want 200", metrics, rec.Code)
	}
	if got := m.deployment.Spec.Template.Annotations["prometheus.io/port"]; got != strconv.Itoa(adminPort) {
		t.Errorf("scrape port %q, want the admin port %d", got, adminPort)
	}
}

// TestListenAddress: the BFF listens on every interface at the container's ports.
func TestListenAddress(t *testing.T) {
	m := load(t)
	c := bffContainer(t, m.deployment)
	for name, want := range map[string]int32{"http": bffPort, "admin": adminPort} {
		if got := containerPort(t, c, intstr.FromString(name)); got != want {
			t.Errorf("container port %s: %d, want %d", name, got, want)
		}
	}
	if len(c.Ports) != 2 {
		t.Errorf("container ports %+v, want http and admin", c.Ports)
	}
	for env, want := range map[string]int32{"BFF_LISTEN": bffPort, "BFF_ADMIN_LISTEN": adminPort} {
		host, port, err := net.SplitHostPort(envValue(t, c, env))
		if err != nil {
			t.Fatal(err)
		}
		if host != "" && host != "0.0.0.0" && host != "::" {
			t.Errorf("%s host %q: the kubelet, the Service and Prometheus reach the pod's address, not loopback", env, host)
		}
		if port != strconv.Itoa(int(want)) {
			t.Errorf("%s port %s, want %d", env, port, want)
		}
	}
}

// TestSecurity: every pod of both folders runs as a non-root user, with a read-only root file
// system, no privilege escalation, no capability and the runtime's seccomp profile.
func TestSecurity(t *testing.T) {
	m := load(t)
	for _, pod := range []struct {
		name string
		spec corev1.PodSpec
	}{{"casino-bff", m.deployment.Spec.Template.Spec}, {"redis", m.redis.Spec.Template.Spec}} {
		t.Run(pod.name, func(t *testing.T) {
			spec := pod.spec
			if spec.AutomountServiceAccountToken == nil || *spec.AutomountServiceAccountToken {
				t.Error("automountServiceAccountToken: want false")
			}
			if spec.EnableServiceLinks == nil || *spec.EnableServiceLinks {
				t.Error("enableServiceLinks: want false (service variables would mix with BFF_*)")
			}
			if len(spec.InitContainers) > 0 || len(spec.EphemeralContainers) > 0 {
				t.Error("init or ephemeral containers: check them here first")
			}
			if spec.HostNetwork || spec.HostPID || spec.HostIPC {
				t.Error("host namespaces")
			}
			for _, c := range spec.Containers {
				s := effective(spec.SecurityContext, c.SecurityContext)
				if s.runAsNonRoot == nil || !*s.runAsNonRoot {
					t.Errorf("%s: runAsNonRoot: want true", c.Name)
				}
				if s.runAsUser == nil || *s.runAsUser == 0 {
					t.Errorf("%s: runAsUser: want a numeric non-root user", c.Name)
				}
				if pod.name == "casino-bff" && (s.runAsUser == nil || *s.runAsUser != imageUser) {
					t.Errorf("%s: runAsUser: want the image's %d", c.Name, imageUser)
				}
				if s.seccomp == nil || s.seccomp.Type != corev1.SeccompProfileTypeRuntimeDefault {
					t.Errorf("%s: seccompProfile: want RuntimeDefault", c.Name)
				}
				cs := c.SecurityContext
				if cs == nil {
					t.Errorf("%s: no securityContext", c.Name)
					continue
				}
				if cs.ReadOnlyRootFilesystem == nil || !*cs.ReadOnlyRootFilesystem {
					t.Errorf("%s: readOnlyRootFilesystem: want true", c.Name)
				}
				if cs.AllowPrivilegeEscalation == nil || *cs.AllowPrivilegeEscalation {
					t.Errorf("%s: allowPrivilegeEscalation: want false", c.Name)
				}
				if cs.Privileged != nil && *cs.Privileged {
					t.Errorf("%s: privileged", c.Name)
				}
				if cs.Capabilities == nil || !slices.Equal(cs.Capabilities.Drop, []corev1.Capability{"ALL"}) || len(cs.Capabilities.Add) > 0 {
					t.Errorf("%s: capabilities: want drop [ALL], add none", c.Name)
				}
			}
		})
	}
}

type security struct {
	runAsNonRoot *bool
	runAsUser    *int64
	seccomp      *corev1.SeccompProfile
}

// effective is what a container runs with: its own setting, else the pod's.
func effective(pod *corev1.PodSecurityContext, c *corev1.SecurityContext) security {
	var s security
	if pod != nil {
		s = security{pod.RunAsNonRoot, pod.RunAsUser, pod.SeccompProfile}
	}
	if c != nil {
		if c.RunAsNonRoot != nil {
			s.runAsNonRoot = c.RunAsNonRoot
		}
		if c.RunAsUser != nil {
			s.runAsUser = c.RunAsUser
		}
		if c.SeccompProfile != nil {
			s.seccomp = c.SeccompProfile
		}
	}
	return s
}

// TestResources: every container requests and is limited in CPU and memory, and the BFF's
// soft heap limit is under its memory limit.
func TestResources(t *testing.T) {
	m := load(t)
	for _, c := range append(slices.Clone(m.deployment.Spec.Template.Spec.Containers), m.redis.Spec.Template.Spec.Containers...) {
		for _, name := range []corev1.ResourceName{corev1.ResourceCPU, corev1.ResourceMemory} {
			req, okReq := c.Resources.Requests[name]
			limit, okLimit := c.Resources.Limits[name]
			if !okReq || !okLimit || req.IsZero() || limit.IsZero() {
				t.Errorf("%s: %s: want a request and a limit", c.Name, name)
				continue
			}
			if req.Cmp(limit) > 0 {
				t.Errorf("%s: %s request %s above its limit %s", c.Name, name, req.String(), limit.String())
			}
		}
	}
	c := bffContainer(t, m.deployment)
	soft, err := resource.ParseQuantity(strings.TrimSuffix(envValue(t, c, "GOMEMLIMIT"), "B"))
	if err != nil {
		t.Fatalf("GOMEMLIMIT: %v", err)
	}
	if limit := c.Resources.Limits[corev1.ResourceMemory]; soft.Cmp(limit) >= 0 {
		t.Errorf("GOMEMLIMIT %s is not under the memory limit %s", soft.String(), limit.String())
	}
}

// TestConfiguration loads the BFF's configuration as a copy would: the ConfigMap's file where
// BFF_CONFIG points, the environment the Deployment gives, the cookie key from its Secret.
// It then checks that termination leaves the drain its time.
func TestConfiguration(t *testing.T) {
	m := load(t)
	spec := m.deployment.Spec.Template.Spec
	c := bffContainer(t, m.deployment)

	file := envValue(t, c, config.EnvConfig)
	local := configFile(t, m, spec, c, file)

	cookie := envVar(t, c, config.EnvName("cookie.key"))
	if cookie.Value != "" || cookie.ValueFrom == nil || cookie.ValueFrom.SecretKeyRef == nil {
		t.Fatalf("%s: want it from a Secret (secretKeyRef), got %+v", cookie.Name, cookie)
	}
	if ref := cookie.ValueFrom.SecretKeyRef; ref.Name == "" || ref.Key == "" || (ref.Optional != nil && *ref.Optional) {
		t.Errorf("%s: a secretKeyRef that is not optional, got %+v", cookie.Name, ref)
	}

	env := map[string]string{}
	for _, e := range c.Env {
		switch {
		case e.Name == config.EnvConfig:
			env[e.Name] = local
		case e.ValueFrom == nil:
			env[e.Name] = e.Value
		case e.ValueFrom.SecretKeyRef != nil:
			env[e.Name] = base64.StdEncoding.EncodeToString(bytes.Repeat([]byte{7}, config.CookieKeySize))
		case e.ValueFrom.ConfigMapKeyRef != nil:
			ref := e.ValueFrom.ConfigMapKeyRef
			if ref.Name != m.configMap.Name {
				t.Errorf("%s: from ConfigMap %q, which is not among the manifests", e.Name, ref.Name)
			}
			value, ok := m.configMap.Data[ref.Key]
			if !ok && (ref.Optional == nil || !*ref.Optional) {
				t.Errorf("%s: key %q is not in the ConfigMap and not optional", e.Name, ref.Key)
			}
			env[e.Name] = value
		default:
			t.Errorf("%s: a source this test does not know", e.Name)
		}
	}
	for _, name := range []string{"BFF_REDIS_URL", "BFF_TRUSTED_PROXIES"} {
		if e := envVar(t, c, name); e.ValueFrom == nil || e.ValueFrom.ConfigMapKeyRef == nil {
			t.Errorf("%s: want an optional configMapKeyRef", name)
		}
	}

	cfg, err := config.Load(nil, nil, func(name string) string { return env[name] })
	if err != nil {
		t.Fatalf("the Deployment's configuration does not load:\n%v", err)
	}
	if cfg.Upstream.Mode != config.ModeHTTP || cfg.Log.Format != "json" || len(cfg.Sites) == 0 {
		t.Errorf("loaded mode %q, log format %q, %d sites; want http, json and the ConfigMap's sites",
			cfg.Upstream.Mode, cfg.Log.Format, len(cfg.Sites))
	}
	for _, s := range cfg.Sites {
		for _, b := range []string{s.Backends.Games, s.Backends.Member, s.Backends.Wallet, s.Backends.Content} {
			if !strings.HasPrefix(b, "https://") {
				t.Errorf("site %s: backend %s: the NetworkPolicy lets out HTTPS (443) only", s.ID, b)
			}
		}
	}

	// The kubelet runs preStop, then sends SIGTERM, then waits for what is left of the grace
	// period: the drain must fit in it.
	pre := c.Lifecycle
	if pre == nil || pre.PreStop == nil || pre.PreStop.Sleep == nil || pre.PreStop.Sleep.Seconds < 1 {
		t.Fatal("want a preStop sleep, so that the pod leaves the endpoints before SIGTERM")
	}
	preStop := time.Duration(pre.PreStop.Sleep.Seconds) * time.Second
	if spec.TerminationGracePeriodSeconds == nil {
		t.Fatal("terminationGracePeriodSeconds: want it set")
	}
	grace := time.Duration(*spec.TerminationGracePeriodSeconds) * time.Second
	def, err := config.Load(nil, []string{"--config="}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for what, drain := range map[string]time.Duration{"configured": cfg.Timeouts.Shutdown, "default": def.Timeouts.Shutdown} {
		if grace <= preStop+drain {
			t.Errorf("terminationGracePeriodSeconds %s is not above preStop %s + the %s timeouts.shutdown %s", grace, preStop, what, drain)
		}
	}
}

// configFile checks that file is the ConfigMap's bff.yaml as mounted, and writes that key to a
// temporary file, whose name it returns.
func configFile(t *testing.T, m manifests, spec corev1.PodSpec, c *corev1.Container, file string) string {
	t.Helper()
	var vol *corev1.Volume
	for i, v := range spec.Volumes {
		if v.ConfigMap != nil && v.ConfigMap.Name == m.configMap.Name {
			vol = &spec.Volumes[i]
		}
	}
	if vol == nil {
		t.Fatalf("no volume of ConfigMap %s", m.configMap.Name)
	}
	var mount *corev1.VolumeMount
	for i, vm := range c.VolumeMounts {
		if vm.Name == vol.Name {
			mount = &c.VolumeMounts[i]
		}
	}
	if mount == nil || !mount.ReadOnly || mount.SubPath != "" {
		t.Fatalf("ConfigMap volume %s: want it mounted read-only, whole (a subPath mount never sees a change)", vol.Name)
	}
	rel, ok := strings.CutPrefix(file, strings.TrimSuffix(mount.MountPath, "/")+"/")
	if !ok {
		t.Fatalf("%s %s is not under the ConfigMap's mount %s", config.EnvConfig, file, mount.MountPath)
	}
	key := rel
	if len(vol.ConfigMap.Items) > 0 {
		key = ""
		for _, it := range vol.ConfigMap.Items {
			if it.Path == rel {
				key = it.Key
			}
		}
	}
	data, ok := m.configMap.Data[key]
	if key == "" || !ok {
		t.Fatalf("%s %s: the ConfigMap has no such file", config.EnvConfig, file)
	}
	local := filepath.Join(t.TempDir(), "bff.yaml")
	if err := os.WriteFile(local, []byte(data), 0o600); err != nil {
		t.Fatal(err)
	}
	return local
}

// TestScaling: the autoscaler drives the Deployment; the budget, the Service and the network
// policy select its pods.
func TestScaling(t *testing.T) {
	m := load(t)
	d := m.deployment
	pods := labels.Set(d.Spec.Template.Labels)
	if sel := selector(t, d.Spec.Selector); !sel.Matches(pods) {
		t.Errorf("the Deployment's selector %s does not select its own pods %v", sel, pods)
	}
	if d.Spec.Replicas != nil {
		t.Error("Deployment replicas: leave it to the autoscaler; every apply would reset it")
	}

	ref := m.hpa.Spec.ScaleTargetRef
	if ref.APIVersion != "apps/v1" || ref.Kind != "Deployment" || ref.Name != d.Name {
		t.Errorf("HPA targets %+v, want apps/v1 Deployment %s", ref, d.Name)
	}
	if m.hpa.Spec.MinReplicas == nil || *m.hpa.Spec.MinReplicas < 3 || m.hpa.Spec.MaxReplicas < *m.hpa.Spec.MinReplicas {
		t.Errorf("HPA min %v max %d: want at least 3 and max above min", m.hpa.Spec.MinReplicas, m.hpa.Spec.MaxReplicas)
	}
	if ms := m.hpa.Spec.Metrics; len(ms) == 0 || ms[0].Resource == nil || ms[0].Resource.Name != corev1.ResourceCPU {
		t.Error("HPA: want a CPU metric (it is relative to the container's CPU request)")
	}

	if sel := selector(t, m.pdb.Spec.Selector); sel.Empty() || !sel.Matches(pods) {
		t.Errorf("PDB selector %s does not select the Deployment's pods", sel)
	}
	if pdb := m.pdb.Spec; (pdb.MaxUnavailable == nil) == (pdb.MinAvailable == nil) {
		t.Error("PDB: want one of maxUnavailable and minAvailable")
	}

	if sel := labels.SelectorFromSet(m.service.Spec.Selector); len(m.service.Spec.Selector) == 0 || !sel.Matches(pods) {
		t.Errorf("Service selector %v does not select the Deployment's pods", m.service.Spec.Selector)
	}
	c := bffContainer(t, d)
	for _, p := range m.service.Spec.Ports {
		if got := containerPort(t, c, p.TargetPort); got != bffPort {
			t.Errorf("Service port %d goes to %d, want %d", p.Port, got, bffPort)
		}
	}

	np := m.networkPolicy.Spec
	if sel := selector(t, &np.PodSelector); sel.Empty() || !sel.Matches(pods) {
		t.Errorf("NetworkPolicy selector %s does not select the Deployment's pods", sel)
	}
	if !slices.Contains(np.PolicyTypes, networkingv1.PolicyTypeIngress) || !slices.Contains(np.PolicyTypes, networkingv1.PolicyTypeEgress) {
		t.Errorf("NetworkPolicy types %v: want Ingress and Egress", np.PolicyTypes)
	}
	admitted := map[int32]bool{}
	for _, rule := range np.Ingress {
		if len(rule.From) == 0 {
			t.Error("NetworkPolicy: an ingress rule from anywhere")
		}
		for _, p := range rule.Ports {
			if p.Port == nil {
				t.Error("NetworkPolicy: an ingress rule to every port")
				continue
			}
			admitted[containerPort(t, c, *p.Port)] = true
		}
	}
	if len(admitted) != 2 || !admitted[bffPort] || !admitted[adminPort] {
		t.Errorf("NetworkPolicy: ingress to ports %v, want %d and %d alone", admitted, bffPort, adminPort)
	}
	egress := map[int32]bool{}
	for _, rule := range np.Egress {
		for _, p := range rule.Ports {
			if p.Port != nil {
				egress[p.Port.IntVal] = true
			}
		}
	}
	for _, port := range []int32{53, 443, 6379} {
		if !egress[port] {
			t.Errorf("NetworkPolicy: no egress to port %d", port)
		}
	}
}

// TestRedis: the optional Redis's Service selects it and only the BFF's pods may reach it.
func TestRedis(t *testing.T) {
	m := load(t)
	r := m.redis
	pods := labels.Set(r.Spec.Template.Labels)
	if sel := selector(t, r.Spec.Selector); !sel.Matches(pods) {
		t.Errorf("StatefulSet selector %s does not select its pods", sel)
	}
	if r.Spec.ServiceName != m.redisService.Name {
		t.Errorf("StatefulSet serviceName %q, want %q", r.Spec.ServiceName, m.redisService.Name)
	}
	if sel := labels.SelectorFromSet(m.redisService.Spec.Selector); len(m.redisService.Spec.Selector) == 0 || !sel.Matches(pods) {
		t.Errorf("Redis Service selector %v does not select Redis", m.redisService.Spec.Selector)
	}
	if sel := labels.Set(m.deployment.Spec.Template.Labels); labels.SelectorFromSet(m.redisService.Spec.Selector).Matches(sel) {
		t.Error("the Redis Service selects the BFF's pods")
	}
	np := m.redisNetworkPolicy.Spec
	if sel := selector(t, &np.PodSelector); !sel.Matches(pods) {
		t.Errorf("Redis NetworkPolicy selector %s does not select Redis", sel)
	}
	bff := labels.Set(m.deployment.Spec.Template.Labels)
	if len(np.Ingress) != 1 || len(np.Ingress[0].From) != 1 || np.Ingress[0].From[0].PodSelector == nil ||
		!selector(t, np.Ingress[0].From[0].PodSelector).Matches(bff) {
		t.Error("Redis NetworkPolicy: want ingress from the BFF's pods alone")
	}
	if len(np.Egress) != 0 || !slices.Contains(np.PolicyTypes, networkingv1.PolicyTypeEgress) {
		t.Error("Redis NetworkPolicy: want no egress")
	}
}

func selector(t *testing.T, s *metav1.LabelSelector) labels.Selector {
	t.Helper()
	if s == nil {
		t.Fatal("no selector")
	}
	sel, err := metav1.LabelSelectorAsSelector(s)
	if err != nil {
		t.Fatal(err)
	}
	return sel
}

func bffContainer(t *testing.T, d *appsv1.Deployment) *corev1.Container {
	t.Helper()
	cs := d.Spec.Template.Spec.Containers
	if len(cs) != 1 {
		t.Fatalf("want one container in the Deployment, got %d", len(cs))
	}
	return &cs[0]
}

// containerPort resolves a port number or name against c's ports.
func containerPort(t *testing.T, c *corev1.Container, p intstr.IntOrString) int32 {
	t.Helper()
	if p.Type == intstr.Int {
		return p.IntVal
	}
	for _, cp := range c.Ports {
		if cp.Name == p.StrVal {
			return cp.ContainerPort
		}
	}
	t.Errorf("container %s has no port named %q", c.Name, p.StrVal)
	return 0
}

func envVar(t *testing.T, c *corev1.Container, name string) corev1.EnvVar {
	t.Helper()
	for _, e := range c.Env {
		if e.Name == name {
			return e
		}
	}
	t.Fatalf("container %s: no %s", c.Name, name)
	return corev1.EnvVar{}
}

func envValue(t *testing.T, c *corev1.Container, name string) string {
	t.Helper()
	e := envVar(t, c, name)
	if e.ValueFrom != nil {
		t.Fatalf("container %s: %s: want a literal value", c.Name, name)
	}
	return e.Value
}

// instruction is one Dockerfile instruction, continuation lines joined.
type instruction struct {
	line int
	cmd  string // upper case
	args string
}

// stage is one FROM and what follows it.
type stage struct {
	image, name string
	body        []instruction
}

func parseDockerfile(t *testing.T, name string) []stage {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	var (
		stages  []stage
		pending string
		start   int
	)
	for i, raw := range strings.Split(string(data), "\n") {
		line := strings.TrimSpace(raw)
		if pending == "" && (line == "" || strings.HasPrefix(line, "#")) {
			continue
		}
		if pending == "" {
			start = i + 1
		}
		if cont, ok := strings.CutSuffix(line, `\`); ok {
			pending += cont + " "
			continue
		}
		full := pending + line
		pending = ""
		cmd, args, _ := strings.Cut(full, " ")
		in := instruction{line: start, cmd: strings.ToUpper(cmd), args: strings.TrimSpace(args)}
		if in.cmd == "FROM" {
			fields := strings.Fields(in.args)
			for len(fields) > 0 && strings.HasPrefix(fields[0], "--") {
				fields = fields[1:]
			}
			if len(fields) != 1 && (len(fields) != 3 || !strings.EqualFold(fields[1], "AS")) {
				t.Fatalf("%s:%d: FROM %s", name, start, in.args)
			}
			s := stage{image: fields[0]}
			if len(fields) == 3 {
				s.name = fields[2]
			}
			stages = append(stages, s)
			continue
		}
		if len(stages) == 0 {
			if in.cmd != "ARG" {
				t.Fatalf("%s:%d: %s before FROM", name, start, in.cmd)
			}
			continue
		}
		stages[len(stages)-1].body = append(stages[len(stages)-1].body, in)
	}
	if len(stages) == 0 {
		t.Fatalf("%s: no FROM", name)
	}
	return stages
}

func (s stage) all(cmd string) []instruction {
	var out []instruction
	for _, in := range s.body {
		if in.cmd == cmd {
			out = append(out, in)
		}
	}
	return out
}

// TestDockerfile checks what can be checked of the image without building it: a static
// binary built from the site, on distroless, run as the manifests' non-root user, listening
// where the manifests expect.
func TestDockerfile(t *testing.T) {
	stages := parseDockerfile(t, "../Dockerfile")
	names := map[string]stage{}
	for _, s := range stages[:len(stages)-1] {
		if s.name == "" {
			t.Errorf("build stage FROM %s: name it (AS ...)", s.image)
		}
		names[s.name] = s
	}
	for _, s := range stages {
		if _, ok := names[s.image]; ok || s.image == "scratch" {
			continue
		}
		ref := s.image[strings.LastIndex(s.image, "/")+1:]
		tag, digest := "", strings.Contains(ref, "@sha256:")
		if _, after, ok := strings.Cut(ref, ":"); ok {
			tag, _, _ = strings.Cut(after, "@")
		}
		if !digest && (tag == "" || tag == "latest") {
			t.Errorf("FROM %s: pin it by tag or digest", s.image)
		}
	}

	// The Go stage.
	var goBuild instruction
	var goStage stage
	for _, s := range stages {
		for _, in := range s.all("RUN") {
			if strings.Contains(in.args, "go build") {
				goBuild, goStage = in, s
			}
		}
	}
	if goBuild.cmd == "" {
		t.Fatal("no RUN go build")
	}
	goMod, err := os.ReadFile("../go.mod")
	if err != nil {
		t.Fatal(err)
	}
	goVersion := regexp.MustCompile(`(?m)^go (\d+\.\d+)`).FindSubmatch(goMod)
	if goVersion == nil || !strings.HasPrefix(goStage.image, "golang:"+string(goVersion[1])) {
		t.Errorf("Go stage FROM %s: want golang:%s, go.mod's version", goStage.image, goVersion[1])
	}
	cgoOff := strings.Contains(goBuild.args, "CGO_ENABLED=0")
	for _, env := range goStage.all("ENV") {
		cgoOff = cgoOff || strings.Contains(env.args, "CGO_ENABLED=0")
	}
	if !cgoOff {
		t.Error("go build: want CGO_ENABLED=0, a static binary for distroless static")
	}
	for _, flag := range []string{"-trimpath", `-ldflags "-s -w"`, "./cmd/bff"} {
		if !strings.Contains(goBuild.args, flag) {
			t.Errorf("go build: want %s", flag)
		}
	}
	out := regexp.MustCompile(`-o\s+(\S+)`).FindStringSubmatch(goBuild.args)
	if out == nil {
		t.Fatal("go build: want -o <binary>")
	}

	// The site, embedded: the Go stage copies the site stage's dist before building.
	var siteCopied bool
	for _, in := range goStage.all("COPY") {
		from := regexp.MustCompile(`--from=(\S+)\s+(\S+)\s+(\S+)`).FindStringSubmatch(in.args)
		if from == nil {
			continue
		}
		site, ok := names[from[1]]
		if !ok || !strings.HasSuffix(from[2], "/frontend/dist") || path.Clean(from[3]) != "frontend/dist" || in.line > goBuild.line {
			continue
		}
		var ci, build bool
		for _, run := range site.all("RUN") {
			ci = ci || strings.Contains(run.args, "npm ci")
			build = build || strings.Contains(run.args, "npm run build")
		}
		siteCopied = ci && build
	}
	if !siteCopied {
		t.Error("Go stage: want frontend/dist copied from a stage that runs npm ci and npm run build, before go build")
	}

	// The final stage.
	final := stages[len(stages)-1]
	if !strings.HasPrefix(final.image, "gcr.io/distroless/static") && final.image != "scratch" {
		t.Errorf("final stage FROM %s: want distroless static or scratch", final.image)
	}
	users := final.all("USER")
	if len(users) == 0 {
		t.Fatal("final stage: no USER")
	}
	uid, gid, _ := strings.Cut(users[len(users)-1].args, ":")
	if uid != strconv.Itoa(imageUser) || (gid != "" && gid != strconv.Itoa(imageUser)) {
		t.Errorf("final stage USER %s: want the numeric %d the manifests run as (runAsNonRoot checks a number)", users[len(users)-1].args, imageUser)
	}
	var binary string
	for _, in := range final.all("COPY") {
		f := strings.Fields(in.args)
		if len(f) == 3 && f[0] == "--from="+goStage.name && f[1] == out[1] {
			binary = f[2]
		}
	}
	if binary == "" {
		t.Fatalf("final stage: want COPY --from=%s %s <path>", goStage.name, out[1])
	}
	entry := final.all("ENTRYPOINT")
	var argv []string
	if len(entry) != 1 || json.Unmarshal([]byte(entry[0].args), &argv) != nil {
		t.Fatal("final stage: want one ENTRYPOINT in exec form (there is no shell)")
	}
	if !slices.Equal(argv, []string{binary, "serve"}) {
		t.Errorf("ENTRYPOINT %v, want [%s serve]", argv, binary)
	}
	if cmds := final.all("CMD"); len(cmds) > 0 {
		t.Error("final stage: CMD would add arguments to serve")
	}
	expose := final.all("EXPOSE")
	if len(expose) != 1 || expose[0].args != strconv.Itoa(bffPort) {
		t.Errorf("EXPOSE: want %d", bffPort)
	}
	var listen string
	for _, env := range final.all("ENV") {
		if v, ok := strings.CutPrefix(env.args, config.EnvName("listen")+"="); ok {
			listen = v
		}
	}
	if host, port, err := net.SplitHostPort(listen); err != nil || host != "0.0.0.0" || port != strconv.Itoa(bffPort) {
		t.Errorf("final stage: want ENV %s=0.0.0.0:%d, got %q", config.EnvName("listen"), bffPort, listen)
	}
}

// TestDockerignore checks that the build context keeps out what is built inside the image and
// what may hold a secret, and keeps in every source the build reads.
func TestDockerignore(t *testing.T) {
	data, err := os.ReadFile("../.dockerignore")
	if err != nil {
		t.Fatal(err)
	}
	var patterns []string
	for _, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if strings.HasPrefix(line, "!") || strings.Contains(line, "**") {
			t.Fatalf(".dockerignore: %q: this test's matcher knows neither ! nor **; teach it first", line)
		}
		patterns = append(patterns, path.Clean(strings.TrimPrefix(line, "/")))
	}
	// Docker excludes a path when a pattern matches it or one of its parent folders.
	ignored := func(p string) bool {
		for q := p; q != "." && q != "/"; q = path.Dir(q) {
			for _, pat := range patterns {
				if ok, _ := path.Match(pat, q); ok {
					return true
				}
			}
		}
		return false
	}
	for _, p := range []string{
		".git/HEAD", "bin/bff", "config/bff.yaml", "frontend/node_modules/react/package.json",
		"frontend/dist/index.html", "frontend/test-results/x", "frontend/public/mockServiceWorker.js",
	} {
		if !ignored(p) {
			t.Errorf(".dockerignore: %s is in the build context", p)
		}
	}
	// Every file the two builds read: the Go module's sources (deploy/ aside, which the binary
	// does not import), the embedded fixtures, and the site's sources.
	needed := []string{"go.mod", "go.sum"}
	root := os.DirFS("..")
	for _, dir := range []string{"cmd", "bff", "adapters", "config", "frontend", "testdata/upstream", "testdata/embed.go"} {
		err := fs.WalkDir(root, dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			switch {
			case d.IsDir() && slices.Contains([]string{"frontend/node_modules", "frontend/dist", "frontend/test-results", "frontend/screenshots"}, p):
				return fs.SkipDir
			case d.IsDir():
				return nil
			case strings.HasPrefix(p, "frontend/") && !strings.HasPrefix(p, "frontend/src/") &&
				!strings.HasPrefix(p, "frontend/build/") && !strings.HasPrefix(p, "frontend/public/") && path.Dir(p) != "frontend":
				return nil // e2e and scripts: not part of the build, but harmless
			case p == "frontend/public/mockServiceWorker.js", strings.HasSuffix(p, ".tsbuildinfo"):
				return nil
			}
			needed = append(needed, p)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(needed) < 100 {
		t.Fatalf("only %d files found to check; is the test run from deploy/?", len(needed))
	}
	for _, p := range needed {
		if ignored(p) {
			t.Errorf(".dockerignore excludes %s, which the build needs", p)
		}
	}
}
