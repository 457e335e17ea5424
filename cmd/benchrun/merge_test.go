package main

import "testing"

func TestMergeRecord(t *testing.T) {
	whole := `# Benchmarks

Written on day one.

## Targets

| target | measured | |
|---|---|---|
| cached list fast | 67% | met |
| memory small | 900 MiB | MISSED |

## wrk (10s a run)

old wrk table

## The site

old site
`
	part := `# Benchmarks

Written on day two.

## Targets

| target | measured | |
|---|---|---|
| memory small | 54 MiB | met |
| floods refused | yes | met |

## Memory under a flood (20s)

new flood table
`
	want := `# Benchmarks

Written on day one.

## Targets

| target | measured | |
|---|---|---|
| cached list fast | 67% | met |
| memory small | 54 MiB | met |
| floods refused | yes | met |

## wrk (10s a run)

old wrk table

## Memory under a flood (20s)

new flood table

## The site

old site
`
	if got := mergeRecord(whole, part); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}
