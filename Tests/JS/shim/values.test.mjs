// Values (web/shim/values.js): a URL-valued attribute or property never gets a URL that runs script.

import { mount, expectEqual, encodeFrame } from '../suites.mjs'

// URLs that run script are written inert and reported, however they are spelled (docs/patch-format.md,
// "URLs that run script"); other names and other URLs are written as they are. Names: a 1, href 2, title 3,
// formAction 4, values 5.
export const tests = {
  'script URLs: an attribute or a property that would run script gets the inert URL, with one report each'(context) {
    const { container, applier, reports } = mount(context)
    const urls = ['javascript:a()', ' \u0001JaVa\tScRiPt:b()', 'data:Text/HTML,x', '/fine', 'https://x.example/;vbscript:c',
      'data:image/png;base64,AA']
    const ops = []
    urls.forEach((_, k) => ops.push([1, k + 1, 1, 0], [10, k + 1, 2, 5 + k, 0], [10, k + 1, 3, 5, 0], [4, k + 1, 0, 0]))
    ops.push([13, 1, 4, 5], [10, 2, 5, 9, 0])
    applier.apply(encodeFrame({ names: ['a', 'href', 'title', 'formAction', 'values'], strings: urls, capacity: 7, ops }))
    const failures = []
    const links = [...container.children]
    expectEqual(failures, links.map((link) => link.getAttribute('href')),
      ['about:blank#blocked', 'about:blank#blocked', 'about:blank#blocked', '/fine', 'about:blank#blocked', 'data:image/png;base64,AA'],
      'hrefs')
    expectEqual(failures, links[0].getAttribute('title'), 'javascript:a()', 'a title keeps its text')
    expectEqual(failures, links[0].formAction, 'about:blank#blocked', 'the formAction property')
    expectEqual(failures, links[1].getAttribute('values'), 'about:blank#blocked', 'an animation list')
    const refused = (name) => [2, `${name} of <a> refused: a URL that runs script, written as about:blank#blocked`]
    expectEqual(failures, reports, [refused('href'), refused('href'), refused('href'), refused('href'), refused('formAction'),
      refused('values')], 'reports')
    container.remove()
    return failures
  },
}
