package main

import (
	"slices"
	"strings"
)

// sectionOrder is the order of a record's sections, by title up to its first " (".
var sectionOrder = []string{"## Targets", "## wrk", "## Go benchmarks", "## Memory under a flood", "## The site", "## Chaos", "## Notes"}

// record is a BENCHMARKS.md split into its preamble, its target rows and its sections.
type record struct {
	preamble string
	targets  []string          // table rows, "| name | figure | mark |"
	sections map[string]string // by title, from the heading to the next one
	extra    []string          // titles of sections sectionOrder does not name, in order
}

func sectionTitle(heading string) string {
	title, _, _ := strings.Cut(heading, " (")
	return title
}

func parseRecord(doc string) record {
	r := record{sections: map[string]string{}}
	var title string
	var body strings.Builder
	flush := func() {
		if title == "" {
			r.preamble = body.String()
		} else {
			r.sections[title] = body.String()
			if !slices.Contains(sectionOrder, title) {
				r.extra = append(r.extra, title)
			}
		}
		body.Reset()
	}
	for _, line := range strings.SplitAfter(doc, "\n") {
		if strings.HasPrefix(line, "## ") {
			flush()
			title = sectionTitle(strings.TrimSpace(line))
		}
		if title == "## Targets" && strings.HasPrefix(line, "| ") && !strings.HasPrefix(line, "| target |") {
			r.targets = append(r.targets, strings.TrimSuffix(line, "\n"))
		}
		body.WriteString(line)
	}
	flush()
	return r
}

func targetName(row string) string {
	cells := strings.Split(row, " | ")
	return strings.TrimPrefix(cells[0], "| ")
}

// mergeRecord writes the figures of a partial run, part, into whole, the record of an earlier
// run: part's target rows replace those of the same name, its sections those of the same
// title; whatever part did not measure stays as whole has it.
func mergeRecord(whole, part string) string {
	w, p := parseRecord(whole), parseRecord(part)
	targets := slices.Clone(w.targets)
	for _, row := range p.targets {
		if i := slices.IndexFunc(targets, func(old string) bool { return targetName(old) == targetName(row) }); i >= 0 {
			targets[i] = row
		} else {
			targets = append(targets, row)
		}
	}
	var b strings.Builder
	b.WriteString(w.preamble)
	b.WriteString("## Targets\n\n| target | measured | |\n|---|---|---|\n")
	for _, row := range targets {
		b.WriteString(row + "\n")
	}
	for _, title := range append(slices.Clone(sectionOrder[1:]), w.extra...) {
		section, ok := p.sections[title]
		if !ok {
			section, ok = w.sections[title]
		}
		if ok {
			b.WriteString("\n" + strings.Trim(section, "\n") + "\n")
		}
	}
	return b.String()
}
