'use client'

import { Component, type ReactNode } from 'react'

/**
 * Catches the 404 that NotFoundStatus throws when the browser renders the page's payload and shows
 * nothing in its place: the status has done its work on the server, and the page around it (the
 * translated 404 view in the site's frame) is what the visitor should keep seeing.
 */
export class KeepRenderedPage extends Component<{ children: ReactNode }, { caught: boolean }> {
  state = { caught: false }

  static getDerivedStateFromError() {
    return { caught: true }
  }

  render() {
    return this.state.caught ? null : this.props.children
  }
}
